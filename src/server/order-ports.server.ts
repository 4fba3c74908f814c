/**
 * The one place where orders meet the modules they depend on (order-ports.ts): the number pool and
 * phone stock, stores and places, identity photos and the courier adapter.
 */
import type { Courier } from "../adapters/courier/courier.ts";
import { createCourier } from "../adapters/courier/sandbox-courier.ts";
import type { Config } from "../config/config.server.ts";
import type { Db } from "../db/client.server.ts";
import { claimUpload, scheduleDeletion } from "../domain/files/private-files.ts";
import { commitHolds, holdDevice, holdNumber, keepHolds, releaseHolds } from "../domain/inventory/holds.ts";
import type { OrderPorts } from "../domain/orders/order-ports.ts";
import { deliveryArea, pickupStore } from "../domain/places/order-places.ts";

/** The ports with a given courier (tests pass the sandbox courier with their own step). */
export function orderPortsWith(courier: Courier | null): OrderPorts {
  return {
    inventory: { holdNumber, holdDevice, keepHolds, releaseHolds, commitHolds },
    places: { pickupStore, deliveryArea },
    files: { claimUpload, scheduleDeletion },
    courier,
  };
}

export function orderPortsOf(config: Config, db: Db): OrderPorts {
  return orderPortsWith(createCourier(db, config.orders.courier));
}
