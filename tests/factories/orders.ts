/**
 * TEST-ONLY stand-ins for the order ports (src/domain/orders/order-ports.ts): a tiny number pool
 * and stock in temporary tables of the test's own transaction (so holds roll back with a quote and
 * vanish with the test), two delivery areas and one store, and photo claims that accept the token
 * `tok-<uploadId>`. At merge the real inventory, places and files modules replace them; the order
 * code sees only the ports either way.
 */
import { sql } from "drizzle-orm";
import { sandboxCourier } from "../../src/adapters/courier/sandbox-courier.ts";
import type { Db } from "../../src/db/client.server.ts";
import { DomainError } from "../../src/domain/errors.ts";
import { syncCourier } from "../../src/domain/orders/courier-sync.ts";
import { expireOrders } from "../../src/domain/orders/order-expiry.ts";
import type { OrderPorts } from "../../src/domain/orders/order-ports.ts";
import { call, type testApi } from "../api.ts";
import { testContext, testEnv } from "../context.ts";
import { lastCode } from "./accounts.ts";

type Api = ReturnType<typeof testApi>;

/** The rows of a raw query (the driver's result type differs between PGlite and node-postgres). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const TEST_STORE = "store-erbil-citadel";
export const COURIER_STEP_MINUTES = 30;

let counter = 0;
/** A number for sale that no line has (distinct ranges from tests/factories/accounts.ts). */
export function poolNumber(): string {
  counter += 1;
  return `96479${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(5, "0")}`;
}

export async function orderTestTables(db: Db) {
  await db.execute(sql`create temp table if not exists test_numbers (
    msisdn text primary key, price_iqd int not null, holder_id uuid, held_until timestamptz, sold boolean not null default false)`);
  await db.execute(sql`create temp table if not exists test_stock (
    offering text, storage_gb int, colour text, on_hand int not null, held int not null default 0,
    primary key (offering, storage_gb, colour))`);
  await db.execute(sql`create temp table if not exists test_device_holds (
    hold_id text primary key, holder_id uuid not null, offering text, storage_gb int, colour text)`);
}

export async function addNumber(db: Db, msisdn: string, priceIqd = 0) {
  await db.execute(sql`insert into test_numbers (msisdn, price_iqd) values (${msisdn}, ${priceIqd})`);
}

export async function addStock(db: Db, offering: string, storageGb: number, colour: string, onHand: number) {
  await db.execute(
    sql`insert into test_stock (offering, storage_gb, colour, on_hand) values (${offering}, ${storageGb}, ${colour}, ${onHand})`,
  );
}

export async function numberState(db: Db, msisdn: string) {
  const rows = rowsOf<{ holder_id: string | null; sold: boolean }>(
    await db.execute(sql`select holder_id, sold from test_numbers where msisdn = ${msisdn}`),
  );
  return rows[0];
}

export async function stockOf(db: Db, offering: string) {
  const rows = rowsOf<{ on_hand: number; held: number }>(
    await db.execute(sql`select on_hand, held from test_stock where offering = ${offering}`),
  );
  return rows[0];
}

/** What was scheduled for deletion, by owner. */
export const scheduledDeletions = new Map<string, Date>();

export function testOrderPorts(db: Db): OrderPorts {
  return {
    inventory: {
      async holdNumber(tx, { msisdn, holderId, now }) {
        const until = new Date(now.getTime() + 15 * 60_000);
        const rows = rowsOf<{ msisdn: string; price_iqd: number }>(
          await tx.execute(sql`
          update test_numbers set holder_id = ${holderId}, held_until = ${until}
          where msisdn = ${msisdn} and not sold
            and (holder_id is null or holder_id = ${holderId} or held_until < ${now})
          returning msisdn, price_iqd`),
        );
        const row = rows[0];
        if (!row) throw new DomainError("conflict", "number_unavailable", { field: "msisdn" });
        return {
          msisdn: row.msisdn,
          tier: row.price_iqd > 0 ? "premium" : "standard",
          priceIqd: row.price_iqd,
          heldUntil: until,
        };
      },
      async holdDevice(tx, { offering, storageGb, colour, holderId }) {
        const rows = rowsOf<{ offering: string }>(
          await tx.execute(sql`
          update test_stock set held = held + 1
          where offering = ${offering} and storage_gb = ${storageGb} and colour = ${colour} and on_hand - held >= 1
          returning offering`),
        );
        if (rows.length === 0) throw new DomainError("conflict", "out_of_stock", { field: "storageGb" });
        const holdId = crypto.randomUUID();
        await tx.execute(
          sql`insert into test_device_holds values (${holdId}, ${holderId}, ${offering}, ${storageGb}, ${colour})`,
        );
        return { holdId, preorder: false };
      },
      async keepHolds(tx, holderId, until) {
        await tx.execute(sql`update test_numbers set held_until = ${until} where holder_id = ${holderId} and not sold`);
      },
      async releaseHolds(tx, holderId) {
        await tx.execute(
          sql`update test_numbers set holder_id = null, held_until = null where holder_id = ${holderId} and not sold`,
        );
        await tx.execute(sql`update test_stock s set held = held - 1 from test_device_holds h
          where h.holder_id = ${holderId} and s.offering = h.offering and s.storage_gb = h.storage_gb and s.colour = h.colour`);
        await tx.execute(sql`delete from test_device_holds where holder_id = ${holderId}`);
      },
      async commitHolds(tx, holderId) {
        const rows = rowsOf<{ msisdn: string }>(
          await tx.execute(sql`update test_numbers set sold = true where holder_id = ${holderId} returning msisdn`),
        );
        await tx.execute(sql`update test_stock s set held = held - 1, on_hand = on_hand - 1 from test_device_holds h
          where h.holder_id = ${holderId} and s.offering = h.offering and s.storage_gb = h.storage_gb and s.colour = h.colour`);
        await tx.execute(sql`delete from test_device_holds where holder_id = ${holderId}`);
        return { msisdn: rows[0]?.msisdn ?? null };
      },
    },
    places: {
      async pickupStore(_db, storeId) {
        return storeId === TEST_STORE ? { id: TEST_STORE, governorate: "erbil", zone: "kurdistan" } : null;
      },
      async deliveryArea(_db, a) {
        if (a.governorate === "baghdad" && a.city === "baghdad")
          return { governorate: "baghdad", city: "baghdad", zone: "baghdad" };
        if (a.governorate === "erbil" && a.city === "erbil")
          return { governorate: "erbil", city: "erbil", zone: "kurdistan" };
        return null;
      },
    },
    files: {
      async claimUpload(_tx, { uploadId, uploadToken, ownerRef }) {
        if (uploadToken !== `tok-${uploadId}`) throw new DomainError("not_found", "upload_not_found");
        return { key: `${ownerRef}/${uploadId}`, mime: "image/jpeg", width: 1200, height: 800, bytes: 180_000 };
      },
      async scheduleDeletion(_tx, ownerRef, at) {
        scheduledDeletions.set(ownerRef, at);
        return 3;
      },
    },
    courier: sandboxCourier(db, COURIER_STEP_MINUTES),
  };
}

const photo = (id: string) => ({ uploadId: id, uploadToken: `tok-${id}` });

export const identity = (suffix = "1") => ({
  fullName: "Zhino Rebwar Aziz",
  dateOfBirth: "1994-03-17",
  nationalId: "199403170042",
  front: photo(`front-${suffix}`),
  back: photo(`back-${suffix}`),
  selfie: photo(`selfie-${suffix}`),
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
