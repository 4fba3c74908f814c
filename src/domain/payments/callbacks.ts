import { and, eq, isNull } from "drizzle-orm";
import type { GatewayCallback } from "../../adapters/payments/gateway.ts";
import type { CallbackReceipt } from "../../contracts/api/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { isPaymentId } from "./payment-records.ts";
import { applyGatewayStatus } from "./settle.ts";

/**
 * A gateway's server-to-server report. Only a correctly signed report about a payment this
 * gateway holds is applied; applying is idempotent, so the same report delivered any number of
 * times, late or out of order, moves the money once.
 */
export async function handleCallback({
  ctx,
  input,
}: ServiceCall<{ provider: string; callback: GatewayCallback }>): Promise<CallbackReceipt> {
  const { provider } = input;
  const gateway = ctx.env.gateways?.byName(provider);
  if (!gateway) throw new DomainError("not_found", "not_found");
  const notice = gateway.verifyCallback(input.callback);
  if (!notice) throw new DomainError("invalid", "invalid_signature");
  if (!isPaymentId(notice.paymentId)) throw new DomainError("not_found", "payment_not_found");
  const [payment] = await ctx.db
    .select({ id: payments.id, providerRef: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.id, notice.paymentId), eq(payments.provider, provider)));
  if (!payment) throw new DomainError("not_found", "payment_not_found");
  if (payment.providerRef === null) {
    // The gateway took the order but we never saved its reference (we stopped in between): the
    // signed report names our payment, so its reference is adopted rather than the money lost.
    await ctx.db
      .update(payments)
      .set({ providerRef: notice.providerRef })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)));
  } else if (payment.providerRef !== notice.providerRef) {
    ctx.env.log.error({ paymentId: payment.id }, "a signed callback names another gateway order for this payment");
    throw new DomainError("not_found", "payment_not_found");
  }
  const state = await applyGatewayStatus(ctx, payment.id, notice, "callback");
  return { received: true, state };
}
