import { eq } from "drizzle-orm";
import type { PaymentView } from "../../contracts/api/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { closeUnpaid } from "./close-unpaid.ts";
import { paymentFor } from "./payment-queries.ts";
import { paymentView } from "./payment-view.ts";

/**
 * "Cancel" on an unfinished payment (issue 20): for the payer (signed in, or with the receipt
 * token) and for whoever holds the line. The gateway is asked first and told to refuse the order;
 * only a payment it confirms unpaid is closed, so a new payment for the number may start at once.
 * Money already on its way is never cancelled here: it is fulfilled (or refunded) as usual.
 * Safe to repeat: cancelling a cancelled payment answers it again.
 */
export async function cancelPayment({
  ctx,
  input,
}: ServiceCall<{ id: string; token: string | null }>): Promise<PaymentView> {
  const payment = await paymentFor(ctx, input.id, input.token);
  if (payment.state === "cancelled") return paymentView(payment, ctx.locale, ctx.now);
  if (payment.state !== "created" && payment.state !== "pending") {
    throw new DomainError("conflict", "payment_not_open");
  }
  const outcome = await closeUnpaid(ctx, payment, "customer_cancelled");
  if (outcome === "paid") throw new DomainError("conflict", "payment_paid_already");
  if (outcome === "unknown") throw new DomainError("upstream", "gateway_unavailable");
  const [after] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
  return paymentView(after ?? payment, ctx.locale, ctx.now);
}
