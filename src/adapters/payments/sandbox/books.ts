/**
 * The sandbox gateway's own books (table `sandbox_gateway_payments`). Every change of state is one
 * conditional update from the state it expects, so a double submit, a timer racing the job, or two
 * processes at once change a payment once: whoever's update returns the row did it.
 */
import { and, asc, eq, gt, inArray, isNull, lte, ne, or } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { sandboxGatewayPayments as books } from "../../../db/schema/payments.ts";

export type SandboxRow = typeof books.$inferSelect;
export type SandboxState = SandboxRow["state"];
export type NewSandboxRow = Omit<typeof books.$inferInsert, "state" | "createdAt" | "updatedAt">;

/** Rows retried by `deliverDue` at most per run. */
const BATCH = 50;
/** A first delivery still in flight is not retried beside it. */
const RETRY_AFTER_MS = 30_000;
/** A merchant that has not acknowledged for this long is given up on, as real gateways do. */
const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000;

/** Inserts the payment, or returns the one already made for this merchant reference. */
export async function insertPayment(db: Db, row: NewSandboxRow, now: Date): Promise<SandboxRow> {
  const [inserted] = await db
    .insert(books)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: books.merchantRef })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(books).where(eq(books.merchantRef, row.merchantRef));
  if (!existing) throw new Error(`sandbox payment for ${row.merchantRef} vanished`);
  return existing;
}

export async function findPayment(db: Db, ref: string): Promise<SandboxRow | undefined> {
  const [row] = await db.select().from(books).where(eq(books.ref, ref));
  return row;
}

export type Attempt = Pick<SandboxRow, "state" | "callback" | "instrument" | "settleAt">;

/** awaiting → the attempt's outcome, only before expiry; undefined when it was no longer payable. */
export async function recordAttempt(db: Db, ref: string, attempt: Attempt, now: Date) {
  const [row] = await db
    .update(books)
    .set({ ...attempt, updatedAt: now })
    .where(and(eq(books.ref, ref), eq(books.state, "awaiting"), gt(books.expiresAt, now)))
    .returning();
  return row;
}

/** awaiting → cancelled (by the customer or the merchant); undefined when it was not awaiting. */
export async function cancelAwaiting(db: Db, ref: string, now: Date) {
  const [row] = await db
    .update(books)
    .set({ state: "cancelled", updatedAt: now })
    .where(and(eq(books.ref, ref), eq(books.state, "awaiting")))
    .returning();
  return row;
}

/**
 * pending → succeeded for payments whose settle time has come (one, or a batch). The callback is
 * owed again: the earlier one said "pending".
 */
export async function settleDue(db: Db, now: Date, ref?: string): Promise<SandboxRow[]> {
  const due = and(eq(books.state, "pending"), lte(books.settleAt, now));
  const batch = db
    .select({ ref: books.ref })
    .from(books)
    .where(ref ? and(due, eq(books.ref, ref)) : due)
    .orderBy(asc(books.settleAt))
    .limit(BATCH);
  return db
    .update(books)
    .set({ state: "succeeded", callbackSentAt: null, updatedAt: now })
    .where(and(inArray(books.ref, batch), due))
    .returning();
}

/** succeeded → refunded, for exactly the amount paid; undefined when it was not succeeded. */
export async function refundSucceeded(db: Db, ref: string, amountIqd: number, now: Date) {
  const [row] = await db
    .update(books)
    .set({ state: "refunded", updatedAt: now })
    .where(and(eq(books.ref, ref), eq(books.state, "succeeded"), eq(books.amountIqd, amountIqd)))
    .returning();
  return row;
}

/** Records the merchant's 2xx for the state that was announced (not for a later one). */
export async function markCallbackSent(db: Db, row: SandboxRow, now: Date): Promise<void> {
  await db
    .update(books)
    .set({ callbackSentAt: now })
    .where(and(eq(books.ref, row.ref), eq(books.state, row.state), isNull(books.callbackSentAt)));
}

/** Final payments whose callback the merchant has not acknowledged yet, oldest first. */
export async function unacknowledged(db: Db, now: Date): Promise<SandboxRow[]> {
  return db
    .select()
    .from(books)
    .where(
      and(
        inArray(books.state, ["succeeded", "declined", "cancelled"]),
        or(isNull(books.callback), ne(books.callback, "never")),
        isNull(books.callbackSentAt),
        lte(books.updatedAt, new Date(now.getTime() - RETRY_AFTER_MS)),
        gt(books.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_MS)),
      ),
    )
    .orderBy(asc(books.updatedAt))
    .limit(BATCH);
}
