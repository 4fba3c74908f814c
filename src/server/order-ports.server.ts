/**
 * The one place where orders meet the modules they depend on (order-ports.ts): the number pool and
 * stock (src/domain/inventory/holds.ts), stores and places (src/domain/places/order-places.ts),
 * identity photos (src/domain/files/) and the courier adapter. Those three modules are built on
 * other branches; until they are merged here this answers null, and the order API answers 503
 * `orders_unavailable` and the order jobs do nothing (never a pretend success).
 */
import { createCourier } from "../adapters/courier/sandbox-courier.ts";
import type { Config } from "../config/config.server.ts";
import type { Db } from "../db/client.server.ts";
import type { OrderFiles, OrderInventory, OrderPlaces, OrderPorts } from "../domain/orders/order-ports.ts";

type Modules = { inventory: OrderInventory; places: OrderPlaces; files: OrderFiles };

/** The modules wired at merge (inventory, places, files); null while they are absent. */
const modules: Modules | null = null;

export function orderPortsOf(config: Config, db: Db): OrderPorts | null {
  if (!modules) return null;
  return { ...(modules as Modules), courier: createCourier(db, config.orders.courier) };
}
