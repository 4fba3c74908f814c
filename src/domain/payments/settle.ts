import { eq } from "drizzle-orm";
import type { GatewayStatus } from "../../adapters/payments/gateway.ts";
import { type PaymentReason, type PaymentState, paymentReference } from "../../contracts/payments.ts";
import { lines, payments } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { creditLine, sendReceipt } from "./money-in.ts";
import { lockPayment, paymentEvent } from "./payment-records.ts";

/** A success that cannot be applied to the line: the money goes back instead. */
class Unfulfillable extends Error {
  readonly reason: PaymentReason;
  constructor(reason: PaymentReason) {
    super(reason);
    this.reason = reason;
  }
}

type Report = { status: GatewayStatus; amountIqd: number };

/** Which report moves a payment where; anything else is only recorded. */
function nextState(state: PaymentState, status: GatewayStatus): PaymentState | null {
  if (status === "succeeded" && ["created", "pending", "expired", "failed"].includes(state)) return "succeeded";
  if (status === "failed" && (state === "created" || state === "pending")) return "failed";
  // Given back at the gateway before we credited it (by its staff, or a chargeback): close it.
  if (status === "refunded" && ["created", "pending", "succeeded"].includes(state)) return "refunded";
  return null;
}

/**
 * Applies what the gateway says (a verified callback or a status query) and fulfils a success.
 * The payment row is locked while it is read and moved, so duplicate, late and out-of-order
 * reports of one payment queue up, and each finds the state the previous one left.
 */
export async function applyGatewayStatus(
  ctx: ServiceContext,
  paymentId: string,
  report: Report,
  source: "callback" | "query",
): Promise<PaymentState | null> {
  const { now } = ctx;
  const state = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return null;
    const to = nextState(payment.state, report.status);
    const reason: PaymentReason | null =
      to === "succeeded"
        ? report.amountIqd !== payment.amountIqd
          ? "amount_mismatch"
          : payment.state === "expired" || payment.state === "failed"
            ? "late"
            : null
        : to === "failed"
          ? "declined"
          : to === "refunded"
            ? "gateway_refund"
            : payment.reason;
    // Every callback is kept; a status query only when it changes something (receipt pages poll).
    if (to || source === "callback") {
      const detail = { status: report.status, amountIqd: report.amountIqd };
      await paymentEvent(tx, paymentId, source, { from: payment.state, to }, detail);
    }
    await tx
      .update(payments)
      .set({
        checkedAt: now,
        ...(to ? { state: to, reason, updatedAt: now } : {}),
        ...(to === "succeeded" ? { succeededAt: now, paidIqd: report.amountIqd } : {}),
      })
      .where(eq(payments.id, paymentId));
    return to ?? payment.state;
  });
  return state === "succeeded" ? fulfilPayment(ctx, paymentId) : state;
}

/**
 * Puts a succeeded payment's money on the line, exactly once: the state moves from succeeded to
 * fulfilled in the transaction that credits the line, writes the ledger and the receipts. A
 * success the line cannot take (terminated since, or the wrong amount) is refunded instead.
 */
export async function fulfilPayment(ctx: ServiceContext, paymentId: string): Promise<PaymentState | null> {
  const { now } = ctx;
  try {
    return await ctx.db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentId);
      if (payment?.state !== "succeeded") return payment?.state ?? null;
      if (payment.reason === "amount_mismatch") throw new Unfulfillable("amount_mismatch");
      const [line] = await tx
        .select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing, status: lines.status })
        .from(lines)
        .where(eq(lines.id, payment.lineId));
      if (!line || line.status === "terminated") throw new Unfulfillable("line_not_in_service");
      const balanceIqd = await creditLine(tx, line, payment.amountIqd, { payment: payment.id }, now);
      await sendReceipt(tx, {
        line,
        kind: line.billing === "prepaid" ? "recharge" : "bill",
        amountIqd: payment.amountIqd,
        balanceIqd,
        reference: paymentReference(payment.id),
        locale: payment.locale,
        at: now,
      });
      await tx
        .update(payments)
        .set({ state: "fulfilled", fulfilledAt: now, updatedAt: now })
        .where(eq(payments.id, paymentId));
      await paymentEvent(tx, paymentId, "fulfil", { from: "succeeded", to: "fulfilled" }, { balanceIqd });
      return "fulfilled" as const;
    });
  } catch (error) {
    if (error instanceof Unfulfillable) return refundPayment(ctx, paymentId, error.reason);
    throw error;
  }
}

/**
 * Gives the money back through the gateway, then records it. Gateways refund a payment at most
 * once, so if the process stops between the two steps the reconciliation job simply asks again.
 */
export async function refundPayment(
  ctx: ServiceContext,
  paymentId: string,
  reason: PaymentReason,
): Promise<PaymentState | null> {
  const { now } = ctx;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.state !== "succeeded") return payment?.state ?? null;
  const gateway = ctx.env.gateways?.byName(payment.provider);
  if (!gateway || !payment.providerRef) {
    ctx.env.log.error({ paymentId, provider: payment.provider }, "refund needed but the gateway is not configured");
    return payment.state;
  }
  // The gateway's adapter must make this safe to repeat (PaymentGateway.refund): a callback and
  // the job may both get here for one payment.
  const { refunded } = await gateway.refund(payment.providerRef, payment.paidIqd ?? payment.amountIqd);
  if (!refunded) {
    ctx.env.log.error({ paymentId }, "the gateway refused a refund; reconciliation will try again");
    return payment.state;
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (locked?.state !== "succeeded") {
      // Refunded meanwhile by a status query that saw the refund: fine. Anything else needs a person.
      if (locked?.state !== "refunded") {
        ctx.env.log.error({ paymentId, state: locked?.state }, "refunded at the gateway but no longer succeeded here");
      }
      return locked?.state ?? null;
    }
    await tx.update(payments).set({ state: "refunded", reason, updatedAt: now }).where(eq(payments.id, paymentId));
    await paymentEvent(tx, paymentId, "refund", { from: "succeeded", to: "refunded" }, { reason });
    const [line] = await tx
      .select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing, status: lines.status })
      .from(lines)
      .where(eq(lines.id, locked.lineId));
    if (line) {
      await sendReceipt(tx, {
        line,
        kind: "refund",
        amountIqd: locked.paidIqd ?? locked.amountIqd,
        balanceIqd: null,
        reference: paymentReference(locked.id),
        locale: locked.locale,
        at: now,
      });
    }
    return "refunded" as const;
  });
}
