/**
 * Giving money back (docs/decisions/036): a success the line cannot take ends `refunded`, or
 * `refund_failed` while the gateway refuses or cannot be reached, retried by the reconciliation
 * job with back-off until it is refunded. Never an exception for what the gateway answers, so a
 * callback that leads here is still acknowledged.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { PaymentGateway, RefundResult } from "../../adapters/payments/gateway.ts";
import { type PaymentReason, type PaymentState, paymentReference } from "../../contracts/payments.ts";
import { lines, payments } from "../../db/schema/index.ts";
import { countEvent } from "../../lib/metrics.server.ts";
import type { ServiceContext } from "../context.ts";
import { takeBackFor } from "../points/earn.ts";
import { sendReceipt } from "./money-in.ts";
import { lockPayment, type PaymentRow, paymentEvent } from "./payment-records.ts";

const MINUTE = 60_000;
/** Order payments have no line: the line look-up finds nothing and no line receipt is sent. */
const NO_LINE = "00000000-0000-0000-0000-000000000000";
/** The first retry comes after a minute, each next one twice as late, at most this far apart. */
const MAX_RETRY_GAP_MS = 6 * 60 * MINUTE;

/** When the refund is asked for again after `attempts` failed tries. */
export const nextRefundAttempt = (now: Date, attempts: number) =>
  new Date(now.getTime() + Math.min(MAX_RETRY_GAP_MS, MINUTE * 2 ** Math.max(0, attempts - 1)));

const REFUNDABLE: PaymentState[] = ["succeeded", "refund_failed"];

/** An order's payment is also given back after fulfilment, when the order is cancelled or finally rejected. */
const refundable = (p: Pick<PaymentRow, "state" | "purpose">) =>
  REFUNDABLE.includes(p.state) || (p.purpose === "order" && p.state === "fulfilled");

/**
 * Returns a succeeded (or refund_failed) payment's money through its gateway and records it.
 * What is returned is what the gateway says it captured, whole: never the amount a callback
 * claimed, which may differ (that is why we refund), and never a partial refund.
 */
export async function refundPayment(
  ctx: ServiceContext,
  paymentId: string,
  reason: PaymentReason,
): Promise<PaymentState | null> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || !refundable(payment)) return payment?.state ?? null;
  const gateway = ctx.env.gateways?.byName(payment.provider);
  if (!gateway || !payment.providerRef) {
    const result = { outcome: "unavailable", reason: "gateway_not_configured" } as const;
    return refundFailed(ctx, payment, reason, result);
  }
  const result = await askForRefund(gateway, payment.providerRef);
  if (result.outcome !== "refunded") return refundFailed(ctx, payment, reason, result);
  return recordRefund(ctx, paymentId, reason, result.amountIqd);
}

/** The whole captured amount back, as the gateway reports it; any error is "unavailable". */
async function askForRefund(gateway: PaymentGateway, providerRef: string): Promise<RefundResult> {
  try {
    const captured = await gateway.query(providerRef);
    if (captured.status === "refunded") return { outcome: "refunded", amountIqd: captured.amountIqd };
    if (captured.status !== "succeeded") return { outcome: "refused", reason: `not_captured:${captured.status}` };
    return await gateway.refund(providerRef, captured.amountIqd);
  } catch (error) {
    return { outcome: "unavailable", reason: error instanceof Error ? error.message : String(error) };
  }
}

async function recordRefund(ctx: ServiceContext, paymentId: string, reason: PaymentReason, amountIqd: number) {
  const { now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked || !refundable(locked)) {
      // Refunded meanwhile by a status query that saw the refund: fine. Anything else needs a person.
      if (locked?.state !== "refunded") {
        ctx.env.log.error({ paymentId, state: locked?.state }, "refunded at the gateway but no longer refundable here");
      }
      return locked?.state ?? null;
    }
    await tx
      .update(payments)
      .set({ state: "refunded", reason, refundedIqd: amountIqd, nextRefundAt: null, updatedAt: now })
      .where(eq(payments.id, paymentId));
    await paymentEvent(tx, paymentId, "refund", { from: locked.state, to: "refunded" }, { reason, amountIqd });
    // Money given back takes back the points it earned, if it earned any.
    await takeBackFor(tx, `payment:${paymentId}`, now, { reason });
    const [line] = await tx
      .select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing, status: lines.status })
      .from(lines)
      .where(eq(lines.id, locked.lineId ?? NO_LINE));
    if (line) {
      await sendReceipt(tx, {
        line,
        kind: "refund",
        amountIqd,
        balanceIqd: null,
        reference: paymentReference(locked.id),
        locale: locked.locale,
        at: now,
      });
    }
    return "refunded" as const;
  });
}

/** Records a refund not done: shown to staff (payments-stuck), counted, logged, and retried later. */
async function refundFailed(
  ctx: ServiceContext,
  payment: PaymentRow,
  reason: PaymentReason,
  result: Exclude<RefundResult, { outcome: "refunded" }>,
): Promise<PaymentState | null> {
  const { now } = ctx;
  const attempts = payment.refundAttempts + 1;
  const error = `${result.outcome}: ${result.reason}`.slice(0, 500);
  const [moved] = await ctx.db
    .update(payments)
    .set({
      state: "refund_failed",
      reason,
      refundAttempts: attempts,
      nextRefundAt: nextRefundAttempt(now, attempts),
      lastRefundError: error,
      updatedAt: now,
    })
    .where(
      and(eq(payments.id, payment.id), inArray(payments.state, refundable(payment) ? [payment.state] : REFUNDABLE)),
    )
    .returning({ id: payments.id });
  if (!moved) {
    const [current] = await ctx.db.select({ state: payments.state }).from(payments).where(eq(payments.id, payment.id));
    return current?.state ?? null;
  }
  await paymentEvent(ctx.db, payment.id, "refund", { from: payment.state, to: "refund_failed" }, { reason, error });
  countEvent("payments_refund_failed_total", "Refunds a payment gateway refused or could not do (retried)", {
    provider: payment.provider,
    outcome: result.outcome,
  });
  ctx.env.log.error(
    {
      paymentId: payment.id,
      provider: payment.provider,
      attempts,
      outcome: result.outcome,
      gatewayReason: result.reason,
    },
    "a refund was not done; the payment is refund_failed and will be retried",
  );
  return "refund_failed";
}
