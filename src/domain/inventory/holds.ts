/**
 * Reservations an order makes while it is being placed: one number from the pool and phones from
 * stock. Each claim is one conditional UPDATE, so two orders racing for the last unit or the same
 * number cannot both win (tested on PostgreSQL with concurrent transactions). The order model calls
 * these with its own transaction and its order id as the holder.
 */
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { Db } from "../../db/client.server.ts";
import { deviceHolds, deviceStock, numberPool } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { settleDeviceHolds } from "./device-settlement.ts";

export const NUMBER_HOLD_MINUTES = 15;

/**
 * Reserves a free number for `holderId` for NUMBER_HOLD_MINUTES. A hold that lapsed (the job has
 * not freed it yet) may be taken; the holder's own hold is renewed. A holder keeps one number: the
 * one it held before, if another, goes back to the pool.
 */
export async function holdNumber(
  tx: Db,
  a: { msisdn: string; holderId: string; now: Date },
): Promise<{ msisdn: string; tier: string; priceIqd: number; heldUntil: Date }> {
  const heldUntil = new Date(a.now.getTime() + NUMBER_HOLD_MINUTES * 60_000);
  const [held] = await tx
    .update(numberPool)
    .set({ state: "held", holderId: a.holderId, heldUntil, updatedAt: a.now })
    .where(
      and(
        eq(numberPool.msisdn, a.msisdn),
        sql`(${numberPool.state} = 'free' or (${numberPool.state} = 'held' and (${numberPool.holderId} = ${a.holderId}
          or ${numberPool.heldUntil} <= ${a.now})))`,
        // The operator's systems may have given the number to a line since it was imported.
        sql`not exists (select 1 from lines where lines.msisdn = ${numberPool.msisdn})`,
      ),
    )
    .returning({ msisdn: numberPool.msisdn, tier: numberPool.tier, priceIqd: numberPool.priceIqd });
  if (!held) throw new DomainError("conflict", "number_unavailable", { field: "msisdn" });
  await tx
    .update(numberPool)
    .set({ state: "free", holderId: null, heldUntil: null, updatedAt: a.now })
    .where(
      and(eq(numberPool.holderId, a.holderId), eq(numberPool.state, "held"), sql`${numberPool.msisdn} <> ${a.msisdn}`),
    );
  return { ...held, heldUntil };
}

/**
 * Reserves one phone of an option: from stock while at least one unit is neither held nor sold,
 * or as a pre-order before its release day when the option takes pre-orders.
 */
export async function holdDevice(
  tx: Db,
  a: { offering: string; storageGb: number; colour: string; holderId: string; now: Date },
): Promise<{ holdId: string; preorder: boolean }> {
  const today = baghdadToday(a.now);
  const released = sql`(${deviceStock.availableFrom} is null or ${deviceStock.availableFrom} <= ${today})`;
  const preorderOpen = sql`(${deviceStock.preorder} and ${deviceStock.availableFrom} > ${today})`;
  const [claimed] = await tx
    .update(deviceStock)
    .set({
      held: sql`${deviceStock.held} + case when ${released} then 1 else 0 end`,
      preordered: sql`${deviceStock.preordered} + case when ${released} then 0 else 1 end`,
      updatedAt: a.now,
    })
    .where(
      and(
        eq(deviceStock.offering, a.offering),
        eq(deviceStock.storageGb, a.storageGb),
        eq(deviceStock.colour, a.colour),
        sql`((${released} and ${deviceStock.onHand} - ${deviceStock.held} >= 1) or ${preorderOpen})`,
      ),
    )
    // The release day is not changed by this update, so this says whether the claim was a pre-order.
    .returning({ id: deviceStock.id, preorder: sql<boolean>`not ${released}` });
  if (!claimed) throw new DomainError("conflict", "out_of_stock", { field: "storageGb" });
  const kind = claimed.preorder ? "preorder" : "stock";
  const [hold] = await tx
    .insert(deviceHolds)
    .values({ stockId: claimed.id, holderId: a.holderId, kind, createdAt: a.now, updatedAt: a.now })
    .returning({ id: deviceHolds.id });
  if (!hold) throw new Error("device hold not recorded");
  return { holdId: hold.id, preorder: claimed.preorder };
}

/**
 * Moves the end of the holder's number hold: later while the customer is still choosing, or null
 * (held until released) once the order waits for payment or review.
 */
export async function keepHolds(tx: Db, holderId: string, until: Date | null): Promise<void> {
  await tx
    .update(numberPool)
    .set({ heldUntil: until, updatedAt: sql`now()` })
    .where(and(eq(numberPool.holderId, holderId), eq(numberPool.state, "held")));
}

/** Gives back what the holder reserved and has not bought. Releasing twice changes nothing. */
export async function releaseHolds(tx: Db, holderId: string): Promise<void> {
  await tx
    .update(numberPool)
    .set({ state: "free", holderId: null, heldUntil: null, updatedAt: sql`now()` })
    .where(and(eq(numberPool.holderId, holderId), eq(numberPool.state, "held")));
  await settleDeviceHolds(tx, holderId, "released");
}

/**
 * Sells what the holder reserved: the number becomes sold to it, each phone leaves stock. A second
 * call sells nothing more and answers the same number. The number must still be held: an order
 * keeps its hold open (`keepHolds(tx, id, null)`) before it takes payment, so the job cannot free it.
 */
export async function commitHolds(tx: Db, holderId: string): Promise<{ msisdn: string | null }> {
  await tx
    .update(numberPool)
    .set({ state: "sold", heldUntil: null, updatedAt: sql`now()` })
    .where(and(eq(numberPool.holderId, holderId), eq(numberPool.state, "held")));
  await settleDeviceHolds(tx, holderId, "sold");
  const [sold] = await tx
    .select({ msisdn: numberPool.msisdn })
    .from(numberPool)
    .where(and(eq(numberPool.holderId, holderId), eq(numberPool.state, "sold")))
    .limit(1);
  return { msisdn: sold?.msisdn ?? null };
}

/** Frees every number whose hold has lapsed (the `inventory-holds` job, every minute). */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<{ numbers: number }> {
  const freed = await db
    .update(numberPool)
    .set({ state: "free", holderId: null, heldUntil: null, updatedAt: now })
    .where(and(eq(numberPool.state, "held"), isNotNull(numberPool.heldUntil), lte(numberPool.heldUntil, now)))
    .returning({ msisdn: numberPool.msisdn });
  return { numbers: freed.length };
}
