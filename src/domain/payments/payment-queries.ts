import { desc, eq, inArray, or } from "drizzle-orm";
import { OPEN_PAYMENT_STATES } from "../../contracts/payments.ts";
import { accountLines, payments } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { holderOf } from "../lines/line-access.ts";
import { isPaymentId, type PaymentContext, type PaymentRow, tokenMatches } from "./payment-context.ts";
import { paymentView } from "./payment-view.ts";
import { applyGatewayStatus, fulfilPayment } from "./settle.ts";

/** Asks the gateway about an open payment, at most every few seconds, and applies the answer. */
export async function refreshPayment(ctx: PaymentContext, payment: PaymentRow, minGapMs: number) {
  const now = ctx.now ?? new Date();
  if (payment.state === "succeeded") return fulfilPayment(ctx, payment.id);
  if (!OPEN_PAYMENT_STATES.includes(payment.state) || !payment.providerRef) return payment.state;
  if (payment.checkedAt && now.getTime() - payment.checkedAt.getTime() < minGapMs) return payment.state;
  const gateway = ctx.gateways?.byName(payment.provider);
  if (!gateway) return payment.state;
  try {
    const report = await gateway.query(payment.providerRef);
    return await applyGatewayStatus(ctx, payment.id, report, "query");
  } catch (error) {
    ctx.log?.warn({ err: error, paymentId: payment.id }, "payment status query failed");
    return payment.state;
  }
}

/**
 * One payment for its receipt: for the signed-in customer who paid or who holds the line, or for
 * whoever has the receipt token from the return address. An open payment is confirmed with the
 * gateway first; the browser's return is only the reason to ask. Anything else is "not found".
 */
export async function getPayment(
  ctx: PaymentContext,
  id: string,
  access: { accountId: string | null; token: string | null },
) {
  const notFound = new DomainError("not_found", "payment_not_found");
  if (!isPaymentId(id)) throw notFound;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw notFound;
  const allowed =
    (access.token !== null && tokenMatches(access.token, payment.tokenHash)) ||
    (access.accountId !== null &&
      (payment.accountId === access.accountId || (await holderOf(ctx.db, payment.lineId)) === access.accountId));
  if (!allowed) throw notFound;
  if (OPEN_PAYMENT_STATES.includes(payment.state)) {
    await refreshPayment(ctx, payment, 3_000);
    const [fresh] = await ctx.db.select().from(payments).where(eq(payments.id, id));
    return paymentView(fresh ?? payment, ctx.locale);
  }
  return paymentView(payment, ctx.locale);
}

/** The signed-in customer's payments: those they made and those made to their lines, newest first. */
export async function listPayments(ctx: PaymentContext, accountId: string, limit = 50) {
  const ownLines = ctx.db
    .select({ id: accountLines.lineId })
    .from(accountLines)
    .where(eq(accountLines.accountId, accountId));
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(or(eq(payments.accountId, accountId), inArray(payments.lineId, ownLines)))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  return rows.map((row) => paymentView(row, ctx.locale));
}
