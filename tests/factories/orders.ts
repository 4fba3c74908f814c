/**
 * Orders in tests run on the real modules (number pool and stock, stores and places, private
 * files) with the sandbox courier; these helpers put test data where those modules read it: pool
 * numbers, stock and identity photos as if uploaded.
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { sandboxCourier } from "../../src/adapters/courier/sandbox-courier.ts";
import type { Db } from "../../src/db/client.server.ts";
import { deviceStock, numberPool, privateFiles } from "../../src/db/schema/index.ts";
import { syncCourier } from "../../src/domain/orders/courier-sync.ts";
import { expireOrders } from "../../src/domain/orders/order-expiry.ts";
import type { OrderPorts } from "../../src/domain/orders/order-ports.ts";
import { orderPortsWith } from "../../src/server/order-ports.server.ts";
import { call, type testApi } from "../api.ts";
import { testContext, testEnv } from "../context.ts";
import { lastCode } from "./accounts.ts";
import { uniquePoolMsisdn } from "./inventory.ts";
import { national } from "./payments.ts";

type Api = ReturnType<typeof testApi>;

/** A seeded store in Erbil that hands orders over (content/places/stores.json). */
export const TEST_STORE = "erbil-100m";
export const COURIER_STEP_MINUTES = 30;

/** A number for sale that no line has. */
export const poolNumber = () => uniquePoolMsisdn();

const PHOTO_SUFFIXES = ["1", "2", "3"];

/** Identity photos as if the visitor had uploaded them, for `identity(suffix)` to claim. */
export async function orderTestTables(db: Db) {
  const rows = PHOTO_SUFFIXES.flatMap((suffix) =>
    (["front", "back", "selfie"] as const).map((side) => {
      const { uploadId, uploadToken } = photo(side, suffix);
      return {
        id: uploadId,
        key: `kyc/${uploadId}.jpg`,
        purpose:
          side === "selfie" ? ("selfie" as const) : side === "front" ? ("id_front" as const) : ("id_back" as const),
        uploadOwner: createHash("sha256").update(uploadToken).digest("hex"),
        mime: "image/jpeg",
        bytes: 180_000,
        width: 1200,
        height: 800,
        sha256: createHash("sha256").update(uploadId).digest("hex"),
      };
    }),
  );
  await db.insert(privateFiles).values(rows).onConflictDoNothing();
}

export async function addNumber(db: Db, msisdn: string, priceIqd = 0) {
  await db.insert(numberPool).values({ msisdn, tier: priceIqd > 0 ? "premium" : "standard", priceIqd });
}

/** Sets an option's stock to `onHand` units, none held. */
export async function addStock(db: Db, offering: string, storageGb: number, colour: string, onHand: number) {
  await db
    .insert(deviceStock)
    .values({ offering, storageGb, colour, onHand })
    .onConflictDoUpdate({
      target: [deviceStock.offering, deviceStock.storageGb, deviceStock.colour],
      set: { onHand, held: 0, sold: 0 },
    });
}

export async function numberState(db: Db, msisdn: string) {
  const [row] = await db
    .select({ holder_id: numberPool.holderId, sold: sql<boolean>`${numberPool.state} = 'sold'` })
    .from(numberPool)
    .where(eq(numberPool.msisdn, msisdn));
  return row;
}

export async function stockOf(db: Db, offering: string) {
  const [row] = await db
    .select({ on_hand: deviceStock.onHand, held: deviceStock.held })
    .from(deviceStock)
    .where(eq(deviceStock.offering, offering));
  return row;
}

/** When the order's identity photos are due for deletion (null: not scheduled). */
export async function photosDeleteAfter(db: Db, orderId: string) {
  const [row] = await db
    .select({ at: privateFiles.deleteAfter })
    .from(privateFiles)
    .where(and(eq(privateFiles.ownerRef, `order:${orderId}`)));
  return row?.at ?? null;
}

export const testOrderPorts = (db: Db): OrderPorts => orderPortsWith(sandboxCourier(db, COURIER_STEP_MINUTES));

/** The same upload id and token for a side and suffix every time (the id is a UUID, the token 43+ characters). */
function photo(side: "front" | "back" | "selfie", suffix: string) {
  const digest = createHash("sha256").update(`${side}-${suffix}`).digest("hex");
  const uploadId = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-8${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
  return { uploadId, uploadToken: `t${digest}` };
}

export const identity = (suffix = "1") => ({
  fullName: "Zhino Rebwar Aziz",
  dateOfBirth: "1994-03-17",
  nationalId: "199403170042",
  front: photo("front", suffix),
  back: photo("back", suffix),
  selfie: photo("selfie", suffix),
});

export const BAGHDAD = {
  governorate: "baghdad",
  city: "baghdad",
  district: "karrada",
  street: "Street 62, near Al-Wathiq square",
};

/** Proves a contact number as a visitor's browser does: code by SMS, then the ticket. */
export async function contactTicket(api: Api, db: Db, national: string) {
  const sent = await call(api, "/api/v1/orders/contact-code", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ msisdn: national }),
  });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.status} ${await sent.text()}`);
  const { flowId } = (await sent.json()) as { flowId: string };
  const e164 = `964${national.replace(/\s/g, "").slice(1)}`;
  const code = await lastCode(db, e164);
  const verified = await call(api, "/api/v1/auth/verify-code", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ flowId, code }),
  });
  if (verified.status !== 200) throw new Error(`code not verified: ${verified.status}`);
  return ((await verified.json()) as { ticket: string }).ticket;
}

export function placeOrder(api: Api, body: unknown, key: string, lang = "en") {
  return call(api, "/api/v1/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key, "Accept-Language": lang },
    body: JSON.stringify(body),
  });
}

export function staffCall(api: Api, path: string, token: string, body?: unknown) {
  return call(api, `/api/v1/staff${path}`, {
    key: null,
    method: body === undefined && !path.endsWith("approve") && !path.endsWith("hand-over") ? "GET" : "POST",
    headers: { "X-Staff-Token": token, ...(body ? { "Content-Type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** The `orders-courier` job as if run at `now`. */
export function courierAt(api: Api, db: Db, orders: OrderPorts, now: Date) {
  return syncCourier({
    ctx: testContext(db, { now, env: testEnv(db, api.config, { orders, gateways: api.gateways }) }),
  });
}

/** The `orders-expiry` job as if run at `now`. */
export function expiryAt(api: Api, db: Db, orders: OrderPorts, now: Date) {
  return expireOrders({
    ctx: testContext(db, { now, env: testEnv(db, api.config, { orders, gateways: api.gateways }) }),
  });
}

export type Placed = {
  order: { id: string; reference: string; state: string };
  accessToken: string;
  payment: { id: string; redirectUrl: string } | null;
};

/** A prepaid SIM by courier to Baghdad, placed by a visitor who proved `contact`; `extra` changes the order. */
export async function simOrder(api: Api, db: Db, key: string, extra = {}, contact = "0771 234 5678") {
  const msisdn = poolNumber();
  await addNumber(db, msisdn);
  const ticket = await contactTicket(api, db, contact);
  const res = await placeOrder(
    api,
    {
      items: [{ type: "new_line", offering: "new-sim", sim: "physical", msisdn: national(msisdn) }],
      fulfilment: "courier",
      address: BAGHDAD,
      contact,
      contactTicket: ticket,
      customerName: "Sara Hadi",
      identity: identity(),
      ...extra,
    },
    key,
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${await res.text()}`);
  return { placed: (await res.json()) as Placed, msisdn, contact };
}
