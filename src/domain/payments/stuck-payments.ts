import { and, asc, eq, lt, or } from "drizzle-orm";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { PaymentReason, PaymentState } from "../../contracts/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";

/** A payment that needs watching: money taken and neither on the line nor back with the payer. */
export type StuckPayment = {
  id: string;
  msisdnMasked: string;
  provider: string;
  state: PaymentState;
  reason: PaymentReason | null;
  amountIqd: number;
  /** What the gateway reported taking, when it differs from what was asked this is why. */
  paidIqd: number | null;
  refundAttempts: number;
  nextRefundAt: Date | null;
  lastRefundError: string | null;
  updatedAt: Date;
};

/** At most this many rows: more than that is an outage, and the oldest say what it is. */
const LIMIT = 500;

/**
 * For operators (`payments-stuck`): every refund being retried, and every success not put on its
 * line for longer than `olderThanMinutes` (the job should have fulfilled or refunded it by then).
 */
export async function stuckPayments({
  ctx,
  input,
}: ServiceCall<{ olderThanMinutes: number }>): Promise<StuckPayment[]> {
  const before = new Date(ctx.now.getTime() - input.olderThanMinutes * 60_000);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(
      or(eq(payments.state, "refund_failed"), and(eq(payments.state, "succeeded"), lt(payments.updatedAt, before))),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(LIMIT);
  return rows.map((p) => ({
    id: p.id,
    msisdnMasked: maskMsisdn(p.msisdn),
    provider: p.provider,
    state: p.state,
    reason: p.reason,
    amountIqd: p.amountIqd,
    paidIqd: p.paidIqd,
    refundAttempts: p.refundAttempts,
    nextRefundAt: p.nextRefundAt,
    lastRefundError: p.lastRefundError,
    updatedAt: p.updatedAt,
  }));
}
