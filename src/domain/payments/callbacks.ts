import { and, eq, isNull } from "drizzle-orm";
import type { GatewayCallback } from "../../adapters/payments/gateway.ts";
import type { CallbackReceipt } from "../../contracts/api/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { isPaymentId } from "./payment-records.ts";
import { fulfilPayment, recordGatewayStatus } from "./settle.ts";

/**
 * A gateway's server-to-server report. Only a correctly signed report about a payment this
 * gateway holds is applied; applying is idempotent, so the same report delivered any number of
 * times, late or out of order, moves the money once. Only a bad signature or an unknown payment
 * is refused (4xx); every report we hold is acknowledged.
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
  // Once the report is recorded the gateway is told "received" whatever follows: crediting or
  // refunding is ours to finish (the reconciliation job retries), and a 5xx would only make the
  // gateway repeat a report we already hold (docs/decisions/036).
  const recorded = await recordGatewayStatus(ctx, payment.id, notice, "callback");
  if (recorded !== "succeeded") return { received: true, state: recorded };
  try {
    return { received: true, state: await fulfilPayment(ctx, payment.id) };
  } catch (error) {
    ctx.env.log.error(
      { err: error, paymentId: payment.id },
      "a reported success was not settled yet; reconciliation will",
    );
    return { received: true, state: recorded };
  }
}
