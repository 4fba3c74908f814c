/**
 * One attempt of an automatic payment: a normal payment record (the same limits, one open payment
 * per line and purpose, its own idempotency key), charged to the saved method at the gateway, then
 * confirmed and fulfilled exactly as a payment the customer made (receipt notice and SMS included).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { GatewayStatus } from "../../adapters/payments/gateway.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { PaymentState } from "../../contracts/payments.ts";
import { accounts, lines, payments, savedPaymentMethods } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { isLocaleCode } from "../../i18n/locales.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { amountDue } from "../payments/bill-due.ts";
import { paymentTarget } from "../payments/create-payment.ts";
import { paymentEvent } from "../payments/payment-records.ts";
import { recordPayment } from "../payments/record-payment.ts";
import { applyGatewayStatus } from "../payments/settle.ts";
import type { AutoPayRuleRow } from "./views.ts";

/** What an attempt came to: money on the line, still settling at the gateway, or not paid. */
export type AttemptOutcome =
  | { outcome: "fulfilled" | "pending"; paymentId: string }
  | { outcome: "failed"; paymentId: string | null; reason: string }
  | { outcome: "nothing_due" };

/** The idempotency key of an attempt: one per rule, trigger and attempt number. */
export const attemptKey = (ruleId: string, trigger: string, attempt: number) => `auto:${ruleId}:${trigger}:${attempt}`;

export async function chargeRule(
  jobCtx: ServiceContext,
  rule: AutoPayRuleRow,
  trigger: string,
  attempt: number,
): Promise<AttemptOutcome> {
  const [method] = await jobCtx.db
    .select()
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.id, rule.methodId), eq(savedPaymentMethods.state, "active")));
  if (!method?.gatewayToken) return { outcome: "failed", paymentId: null, reason: "method_removed" };
  const [account] = await jobCtx.db
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, rule.accountId));
  // Receipts and the gateway's description in the customer's language, as if they had paid themselves.
  const ctx: ServiceContext = { ...jobCtx, locale: isLocaleCode(account?.language) ? account.language : "ar" };
  const [line] = await ctx.db.select({ msisdn: lines.msisdn }).from(lines).where(eq(lines.id, rule.lineId));
  if (!line) return { outcome: "failed", paymentId: null, reason: "line_not_found" };
  const purpose = rule.kind === "bill_due" ? "bill" : "recharge";
  const amountIqd = rule.kind === "bill_due" ? (await amountDue(ctx.db, rule.lineId)).amountIqd : (rule.amountIqd ?? 0);
  if (amountIqd <= 0) return { outcome: "nothing_due" };
  let paymentId: string;
  try {
    const start = { purpose, msisdn: line.msisdn, amountIqd, accountId: rule.accountId } as const;
    const target = await paymentTarget(ctx, start);
    const key = attemptKey(rule.id, trigger, attempt);
    const stored = await recordPayment(ctx, { scope: `account:${rule.accountId}`, key, line: target, ...start });
    paymentId = stored.body.paymentId;
  } catch (error) {
    // The daily limit, a payment already open on the line, a line out of service: this attempt fails.
    if (error instanceof DomainError) return { outcome: "failed", paymentId: null, reason: error.code };
    throw error;
  }
  const state = await chargeAtGateway(ctx, paymentId, method.provider, method.gatewayToken);
  if (state === "fulfilled") return { outcome: "fulfilled", paymentId };
  if (state === "created" || state === "pending" || state === "succeeded") return { outcome: "pending", paymentId };
  return { outcome: "failed", paymentId, reason: state ?? "unknown" };
}

/**
 * Charges the saved token for this payment, once: the gateway's reference is saved with the
 * answer, then the answer is applied like a status query (a success is fulfilled in the next
 * transaction). A retried attempt finds the reference and only asks again.
 */
async function chargeAtGateway(
  ctx: ServiceContext,
  paymentId: string,
  provider: string,
  token: string,
): Promise<PaymentState | null> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  const gateway = ctx.env.gateways?.byName(provider);
  const vault = gateway?.savedMethods;
  if (!gateway || !vault) return markUnavailable(ctx, paymentId);
  if (payment.providerRef) {
    return applyGatewayStatus(ctx, paymentId, await gateway.query(payment.providerRef), "query");
  }
  let charged: { providerRef: string; status: GatewayStatus; amountIqd: number };
  try {
    charged = await vault.chargeSaved({
      paymentId,
      token,
      amountIqd: payment.amountIqd,
      description: translate(payment.locale, `payments.description.${payment.purpose}`, {
        msisdn: maskMsisdn(payment.msisdn),
      }),
      locale: payment.locale,
      callbackUrl: `${ctx.env.config.server.publicOrigin}/api/v1/payments/callbacks/${gateway.name}`,
      expiresAt: payment.expiresAt,
    });
  } catch (error) {
    ctx.env.log.error({ err: error, paymentId }, "the gateway did not take an automatic payment");
    return markUnavailable(ctx, paymentId);
  }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ providerRef: charged.providerRef, state: "pending", gatewayStatus: charged.status, updatedAt: ctx.now })
      .where(and(eq(payments.id, paymentId), eq(payments.state, "created"), isNull(payments.providerRef)))
      .returning({ id: payments.id });
    if (row) await paymentEvent(tx, paymentId, "job", { from: "created", to: "pending" }, { automatic: true });
  });
  return applyGatewayStatus(ctx, paymentId, { status: charged.status, amountIqd: charged.amountIqd }, "query");
}

async function markUnavailable(ctx: ServiceContext, paymentId: string): Promise<PaymentState> {
  await ctx.db
    .update(payments)
    .set({ state: "failed", reason: "gateway_unavailable", updatedAt: ctx.now })
    .where(and(eq(payments.id, paymentId), eq(payments.state, "created"), isNull(payments.providerRef)));
  return "failed";
}
