import { desc, eq, inArray, or } from "drizzle-orm";
import type { PaymentOptions, PaymentView } from "../../contracts/api/payments.ts";
import { OPEN_PAYMENT_STATES, RECHARGE_PRESETS_IQD } from "../../contracts/payments.ts";
import { accountLines, payments } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { holderOf } from "../lines/line-access.ts";
import { settleOpen } from "./open-payments.ts";
import { isPaymentId, type PaymentRow, tokenMatches } from "./payment-records.ts";
import { paymentView } from "./payment-view.ts";
import { fulfilPayment } from "./settle.ts";

/** Whether online payment is on (and through which gateway), its limits and the suggested amounts. */
export function paymentOptions({ ctx }: ServiceCall): PaymentOptions {
  const { gateways, config } = ctx.env;
  const online = gateways ? { gateway: gateways.primary.name, test: gateways.primary.name === "sandbox" } : null;
  return { online, limits: config.payments.limits, presets: [...RECHARGE_PRESETS_IQD] };
}

/**
 * Asks the gateway about an open payment, at most every few seconds, and applies the answer (an
 * unpaid one past its deadline expires here too, as in the reconciliation job).
 */
export async function refreshPayment(ctx: ServiceContext, payment: PaymentRow, minGapMs: number) {
  if (payment.state === "succeeded") return fulfilPayment(ctx, payment.id);
  if (!OPEN_PAYMENT_STATES.includes(payment.state) || !payment.providerRef) return payment.state;
  if (payment.checkedAt && ctx.now.getTime() - payment.checkedAt.getTime() < minGapMs) return payment.state;
  if (!ctx.env.gateways?.byName(payment.provider)) return payment.state;
  try {
    return await settleOpen(ctx, payment);
  } catch (error) {
    ctx.env.log.warn({ err: error, paymentId: payment.id }, "payment status query failed");
    return payment.state;
  }
}

/**
 * A payment for whoever may see it: the signed-in customer who paid or who holds the line, or
 * whoever has the receipt token from the return address. Anything else is "not found".
 */
export async function paymentFor(ctx: ServiceContext, id: string, token: string | null): Promise<PaymentRow> {
  const accountId = ctx.actor?.accountId ?? null;
  const notFound = new DomainError("not_found", "payment_not_found");
  if (!isPaymentId(id)) throw notFound;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw notFound;
  // A business member sees the payments for the lines given to them, not the whole company's.
  const mine = (lineId: string | null) =>
    lineId === null || ctx.actor?.role === "owner" || Boolean(ctx.actor?.lineIds.includes(lineId));
  const allowed =
    (token !== null && tokenMatches(token, payment.tokenHash)) ||
    (accountId !== null &&
      mine(payment.lineId) &&
      (payment.accountId === accountId ||
        (payment.lineId !== null && (await holderOf(ctx.db, payment.lineId)) === accountId)));
  if (!allowed) throw notFound;
  return payment;
}

/**
 * One payment for its receipt (see `paymentFor` for who may ask). An open payment is confirmed
 * with the gateway first; the browser's return is only the reason to ask.
 */
export async function getPayment({
  ctx,
  input,
}: ServiceCall<{ id: string; token: string | null }>): Promise<PaymentView> {
  const payment = await paymentFor(ctx, input.id, input.token);
  if (OPEN_PAYMENT_STATES.includes(payment.state)) {
    await refreshPayment(ctx, payment, 3_000);
    const [fresh] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    return paymentView(fresh ?? payment, ctx.locale, ctx.now);
  }
  return paymentView(payment, ctx.locale, ctx.now);
}

/** The signed-in customer's payments: those they made and those made to their lines, newest first. */
export async function listPayments({ ctx }: ServiceCall): Promise<PaymentView[]> {
  const { accountId } = actorOf(ctx);
  const ownLines = ctx.db
    .select({ id: accountLines.lineId })
    .from(accountLines)
    .where(eq(accountLines.accountId, accountId));
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(or(eq(payments.accountId, accountId), inArray(payments.lineId, ownLines)))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  return rows.map((row) => paymentView(row, ctx.locale, ctx.now));
}
