import { eq } from "drizzle-orm";
import type { GatewayStatus } from "../../adapters/payments/gateway.ts";
import { type PaymentReason, type PaymentState, paymentReference } from "../../contracts/payments.ts";
import { lines, payments } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { fulfilOrderPayment } from "../orders/order-payment.ts";
import { earnForMoneyIn } from "../points/earn.ts";
import { creditLine, sendReceipt } from "./money-in.ts";
import { lockPayment, type PaymentRow, paymentEvent } from "./payment-records.ts";
import { refundPayment } from "./refund.ts";

/** A success that cannot be applied to the line: the money goes back instead. */
class Unfulfillable extends Error {
  readonly reason: PaymentReason;
  constructor(reason: PaymentReason) {
    super(reason);
    this.reason = reason;
  }
}

type Report = { status: GatewayStatus; amountIqd: number };

const CLOSED_UNPAID: PaymentState[] = ["expired", "failed", "cancelled"];

/** Which report moves a payment where; anything else is only recorded. */
function nextState(state: PaymentState, status: GatewayStatus, expired: boolean): PaymentState | null {
  if (status === "succeeded" && ["created", "pending", ...CLOSED_UNPAID].includes(state)) return "succeeded";
  // Not paid before our deadline is "expired", whatever word the gateway uses for it.
  if (status === "failed" && (state === "created" || state === "pending")) return expired ? "expired" : "failed";
  // Given back at the gateway before we credited it (by its staff, or a chargeback): close it.
  if (status === "refunded" && ["created", "pending", "succeeded", "refund_failed"].includes(state)) return "refunded";
  return null;
}

function reasonFor(to: PaymentState | null, payment: PaymentRow, report: Report): PaymentReason | null {
  switch (to) {
    case "succeeded":
      if (report.amountIqd !== payment.amountIqd) return "amount_mismatch";
      return CLOSED_UNPAID.includes(payment.state) ? "late" : null;
    case "failed":
      return "declined";
    case "expired":
      return "expired";
    case "refunded":
      return payment.state === "refund_failed" ? payment.reason : "gateway_refund";
    default:
      return payment.reason;
  }
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
  const state = await recordGatewayStatus(ctx, paymentId, report, source);
  return state === "succeeded" ? fulfilPayment(ctx, paymentId) : state;
}

/** The first half of `applyGatewayStatus`: records the report and the move it makes, in one transaction. */
export async function recordGatewayStatus(
  ctx: ServiceContext,
  paymentId: string,
  report: Report,
  source: "callback" | "query",
): Promise<PaymentState | null> {
  const { now } = ctx;
  const moved = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return null;
    const to = nextState(payment.state, report.status, payment.expiresAt <= now);
    const reason = reasonFor(to, payment, report);
    // Every callback is kept; a status query only when it changes something (receipt pages poll).
    if (to || source === "callback") {
      const detail = { status: report.status, amountIqd: report.amountIqd };
      await paymentEvent(tx, paymentId, source, { from: payment.state, to }, detail);
    }
    await tx
      .update(payments)
      .set({
        checkedAt: now,
        gatewayStatus: report.status,
        ...(to ? { state: to, reason, updatedAt: now } : {}),
        ...(to === "succeeded" ? { succeededAt: now, paidIqd: report.amountIqd } : {}),
      })
      .where(eq(payments.id, paymentId));
    return { state: to ?? payment.state, expiredNow: to === "expired", payment };
  });
  if (moved?.expiredNow) await cancelAtGateway(ctx, moved.payment);
  return moved?.state ?? null;
}

/**
 * Asks the gateway to refuse an expired payment from now on. Best effort: a gateway that cannot
 * be reached now is not a reason to fail the report; a success that still arrives is honoured.
 */
export async function cancelAtGateway(
  ctx: ServiceContext,
  payment: Pick<PaymentRow, "id" | "provider" | "providerRef">,
) {
  const gateway = ctx.env.gateways?.byName(payment.provider);
  if (!gateway || !payment.providerRef) return;
  try {
    await gateway.cancel(payment.providerRef);
  } catch (error) {
    ctx.env.log.warn({ err: error, paymentId: payment.id }, "could not cancel an expired payment at the gateway");
  }
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
      if (payment.purpose === "order") {
        // An order is not credited: it moves out of awaiting_payment, once, in this transaction.
        const refused = await fulfilOrderPayment(tx, ctx, payment);
        if (refused) throw new Unfulfillable(refused);
        await tx
          .update(payments)
          .set({ state: "fulfilled", fulfilledAt: now, updatedAt: now })
          .where(eq(payments.id, paymentId));
        await paymentEvent(tx, paymentId, "fulfil", { from: "succeeded", to: "fulfilled" }, { order: payment.orderId });
        return "fulfilled" as const;
      }
      if (!payment.lineId) throw new Unfulfillable("line_not_in_service");
      const [line] = await tx
        .select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing, status: lines.status })
        .from(lines)
        .where(eq(lines.id, payment.lineId));
      if (!line || line.status === "terminated") throw new Unfulfillable("line_not_in_service");
      const balanceIqd = await creditLine(tx, line, payment.amountIqd, { payment: payment.id }, now);
      await earnForMoneyIn(tx, {
        lineId: line.id,
        amountIqd: payment.amountIqd,
        event: `payment:${payment.id}`,
        source: line.billing === "prepaid" ? "recharge" : "bill",
        online: true,
        at: now,
      });
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
