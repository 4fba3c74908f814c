/**
 * What orders need from other parts of the platform, as ports with exactly the signatures those
 * parts export (number pool and stock: src/domain/inventory/holds.ts; stores and places:
 * src/domain/places/order-places.ts; identity photos: src/domain/files/). The order code talks to
 * them only through these, reached as `ctx.env.orders`, so the wiring lives in one place
 * (src/server/order-ports.server.ts).
 */
import type { Courier } from "../../adapters/courier/courier.ts";
import type { Db } from "../../db/client.server.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

export type NumberHold = { msisdn: string; tier: string; priceIqd: number; heldUntil: Date };

export type OrderInventory = {
  /** Throws DomainError `number_unavailable` when the number is not free. */
  holdNumber(tx: Db, a: { msisdn: string; holderId: string; now: Date }): Promise<NumberHold>;
  /** Throws DomainError `out_of_stock`. */
  holdDevice(
    tx: Db,
    a: { offering: string; storageGb: number; colour: string; holderId: string; now: Date },
  ): Promise<{ holdId: string; preorder: boolean }>;
  /** Moves the holder's holds' end (null: until released). */
  keepHolds(tx: Db, holderId: string, until: Date | null): Promise<void>;
  releaseHolds(tx: Db, holderId: string): Promise<void>;
  commitHolds(tx: Db, holderId: string): Promise<{ msisdn: string | null }>;
};

export type OrderPlaces = {
  pickupStore(db: Db, storeId: string): Promise<{ id: string; governorate: string; zone: string } | null>;
  deliveryArea(
    db: Db,
    a: { governorate: string; city: string; district?: string | undefined },
  ): Promise<{ governorate: string; city: string; zone: string } | null>;
};

export type IdentityFilePurpose = "id_front" | "id_back" | "selfie";

export type OrderFiles = {
  /** Only the token that uploaded a file can claim it; throws `upload_not_found` otherwise. */
  claimUpload(
    tx: Db,
    a: { uploadId: string; uploadToken: string; purpose: IdentityFilePurpose; ownerRef: string },
  ): Promise<{ key: string; mime: string; width: number; height: number; bytes: number }>;
  scheduleDeletion(tx: Db, ownerRef: string, at: Date): Promise<number>;
};

export type OrderPorts = {
  inventory: OrderInventory;
  places: OrderPlaces;
  files: OrderFiles;
  /** Null when no courier is configured (COURIER=none): courier delivery is then not offered. */
  courier: Courier | null;
};

/** The ports, or 503 when this process has no order wiring. */
export function portsOf(ctx: ServiceContext): OrderPorts {
  const ports = ctx.env.orders;
  if (!ports) throw new DomainError("unavailable", "orders_unavailable");
  return ports;
}

/** The owner reference identity photos are claimed under, so they can be scheduled for deletion together. */
export const filesOwnerOf = (orderId: string) => `order:${orderId}`;
