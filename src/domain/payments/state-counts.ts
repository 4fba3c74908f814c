/**
 * Payments in the states an operator watches, for the metrics scrape: those still open or owing
 * (created, pending, succeeded and not yet fulfilled, refund_failed). One query on the
 * `(state, expires_at)` index; the final states, which grow with every payment ever made, are not
 * counted (their rate shows in the API's request metrics and the payment history).
 */
import { count, inArray } from "drizzle-orm";
import type { PaymentState } from "../../contracts/payments.ts";
import type { Db } from "../../db/client.server.ts";
import { payments } from "../../db/schema/index.ts";

export const WATCHED_PAYMENT_STATES = [
  "created",
  "pending",
  "succeeded",
  "refund_failed",
] as const satisfies readonly PaymentState[];

export async function watchedPaymentCounts(
  db: Db,
): Promise<{ state: (typeof WATCHED_PAYMENT_STATES)[number]; payments: number }[]> {
  const rows = await db
    .select({ state: payments.state, payments: count() })
    .from(payments)
    .where(inArray(payments.state, [...WATCHED_PAYMENT_STATES]))
    .groupBy(payments.state);
  // Zero is written too, so a state that empties reads 0 rather than its last value.
  return WATCHED_PAYMENT_STATES.map((state) => ({
    state,
    payments: rows.find((row) => row.state === state)?.payments ?? 0,
  }));
}
