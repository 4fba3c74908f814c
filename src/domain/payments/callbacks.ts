import { and, eq } from "drizzle-orm";
import type { GatewayCallback } from "../../adapters/payments/gateway.ts";
import { payments } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import type { PaymentContext } from "./payment-context.ts";
import { applyGatewayStatus } from "./settle.ts";

/**
 * A gateway's server-to-server report. Only a correctly signed report about a payment this
 * gateway holds is applied; applying is idempotent, so the same report delivered any number of
 * times, late or out of order, moves the money once.
 */
export async function handleCallback(ctx: PaymentContext, provider: string, callback: GatewayCallback) {
  const gateway = ctx.gateways?.byName(provider);
  if (!gateway) throw new DomainError("not_found", "not_found");
  const notice = gateway.verifyCallback(callback);
  if (!notice) throw new DomainError("invalid", "invalid_signature");
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.id, notice.paymentId),
        eq(payments.provider, provider),
        eq(payments.providerRef, notice.providerRef),
      ),
    );
  if (!payment) throw new DomainError("not_found", "payment_not_found");
  const state = await applyGatewayStatus(ctx, payment.id, notice, "callback");
  return { received: true, state };
}
