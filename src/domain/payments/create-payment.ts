import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PaymentStarted } from "../../contracts/api/payments.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { type PaymentCreate, type PaymentPurpose, receiptPath } from "../../contracts/payments.ts";
import { idempotencyKeys, payments } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { parseMsisdn } from "../auth/lines.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, type RateRule } from "../limits/rate-limiter.ts";
import { amountDue } from "./bill-due.ts";
import { closeUnpaid } from "./close-unpaid.ts";
import { lineForMoney, type TargetLine } from "./money-in.ts";
import { paymentEvent, receiptToken } from "./payment-records.ts";
import { paymentView } from "./payment-view.ts";
import { recordPayment } from "./record-payment.ts";

/** What is asked: the number normalized, and who asks (null: not signed in). */
export type Start = { purpose: PaymentPurpose; msisdn: string; amountIqd: number; accountId: string | null };

/** Starting payments is public, so it is limited like the bill look-up: per client and per number. */
export const PAYMENT_START_RULES = {
  perClient: { name: "payment-start:client", limit: 20, windowMs: 15 * 60_000, durable: true },
  perNumber: { name: "payment-start:msisdn", limit: 10, windowMs: 15 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

/** A payment left at the gateway's page this long may be cancelled by a new attempt from anyone. */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** The line to pay and what may be paid on it; a bill payment on anything but a postpaid line with a bill is "no bill due". */
export async function paymentTarget(ctx: ServiceContext, input: Start): Promise<TargetLine> {
  const { minIqd, maxIqd } = ctx.env.config.payments.limits;
  if (input.amountIqd < minIqd) throw new DomainError("invalid", "amount_too_small", { field: "amount", min: minIqd });
  if (input.amountIqd > maxIqd) throw new DomainError("invalid", "amount_too_large", { field: "amount", max: maxIqd });
  if (input.purpose === "recharge") return lineForMoney(ctx.db, input.msisdn);
  const line = await lineForMoney(ctx.db, input.msisdn).catch(() => null);
  // Asked for every number, so the answer takes as long whether or not it is a postpaid line.
  const due = await amountDue(ctx.db, line?.billing === "postpaid" ? line.id : NO_LINE);
  if (line?.billing !== "postpaid" || due.amountIqd <= 0) {
    throw new DomainError("invalid", "no_bill_due", { field: "msisdn" });
  }
  if (input.amountIqd > due.amountIqd) {
    throw new DomainError("invalid", "amount_above_due", { field: "amount", due: due.amountIqd });
  }
  return line;
}

const NO_LINE = "00000000-0000-0000-0000-000000000000";

/**
 * An earlier payment for the same thing, left at the gateway's page (a closed tab, a second
 * attempt), would block a new one until it expires. The same signed-in customer may replace it at
 * once, anyone else after a few minutes (so nobody can cancel a stranger's payment while they type
 * their card). It is closed only if the gateway confirms it was never paid and cancels it; if money
 * is on its way it stays, and the new payment is refused as in progress.
 */
async function releaseAbandoned(ctx: ServiceContext, input: Start, lineId: string) {
  const { now } = ctx;
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.lineId, lineId),
        eq(payments.purpose, input.purpose),
        inArray(payments.state, ["created", "pending"]),
      ),
    );
  if (!open) return;
  const mine = input.accountId !== null && open.accountId === input.accountId;
  if (!mine && now.getTime() - open.createdAt.getTime() < ABANDONED_AFTER_MS) return;
  // Whatever the outcome, the new payment then finds the way clear or is refused as in progress.
  await closeUnpaid(ctx, open, "abandoned");
}

/**
 * Sends the payment to the gateway once; a retried request gets the same hosted page. The
 * gateway's reference is saved before the browser is sent anywhere (whatever the payment's state
 * by then), so every callback about it finds it; gateways must create at most one order per id.
 */
export async function startAtGateway(ctx: ServiceContext, paymentId: string) {
  const { now } = ctx;
  const { publicOrigin } = ctx.env.config.server;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  if (payment.redirectUrl) return { payment, redirectUrl: payment.redirectUrl };
  if (payment.state !== "created") throw new DomainError("upstream", "gateway_unavailable");
  const gateway = ctx.env.gateways?.byName(payment.provider);
  if (!gateway) throw new DomainError("unavailable", "payments_unavailable");
  const token = receiptToken(ctx.env.config.secrets.paymentGatewaySecret, payment.id);
  let started: { providerRef: string; redirectUrl: string };
  try {
    started = await gateway.create({
      paymentId: payment.id,
      amountIqd: payment.amountIqd,
      description: translate(payment.locale, `payments.description.${payment.purpose}`, {
        msisdn: maskMsisdn(payment.msisdn),
      }),
      locale: payment.locale,
      returnUrl: `${publicOrigin}${receiptPath(payment.locale, payment.id, token)}`,
      callbackUrl: `${publicOrigin}/api/v1/payments/callbacks/${gateway.name}`,
      expiresAt: payment.expiresAt,
    });
  } catch (error) {
    ctx.env.log.error({ err: error, paymentId }, "the payment gateway did not take the payment");
    await ctx.db
      .update(payments)
      .set({ state: "failed", reason: "gateway_unavailable", updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.state, "created"), isNull(payments.providerRef)));
    throw new DomainError("upstream", "gateway_unavailable");
  }
  const moved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        providerRef: started.providerRef,
        redirectUrl: started.redirectUrl,
        gatewayStatus: "awaiting",
        state: sql`case when ${payments.state} = 'created' then 'pending' else ${payments.state} end`,
        updatedAt: now,
      })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)))
      .returning();
    if (row)
      await paymentEvent(
        tx,
        payment.id,
        "api",
        { from: "created", to: row.state },
        { providerRef: started.providerRef },
      );
    return row;
  });
  if (moved?.state === "pending") return { payment: moved, redirectUrl: started.redirectUrl };
  // Another request for this payment got there first, or it was closed meanwhile.
  const [latest] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (latest?.state === "pending" && latest.redirectUrl) return { payment: latest, redirectUrl: latest.redirectUrl };
  throw new DomainError("upstream", "gateway_unavailable");
}

/** Whether this key already holds a result: a retry must not disturb anything before it replays. */
async function isRetry(ctx: ServiceContext, scope: string, key: string) {
  const [row] = await ctx.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return Boolean(row);
}

/**
 * Starts an online payment (a recharge or a bill), once per idempotency key: the payment record
 * exists before the browser leaves for the gateway, with the limits checked under a per-number
 * lock so two payments at once cannot both pass the daily limit.
 */
export async function createPayment({
  ctx,
  input: asked,
}: ServiceCall<PaymentCreate & { idempotencyKey: string }>): Promise<{ replayed: boolean; body: PaymentStarted }> {
  const input: Start = {
    purpose: asked.purpose,
    msisdn: parseMsisdn(asked.msisdn, ctx.env.config.auth.mobilePrefixes),
    amountIqd: asked.amount,
    accountId: ctx.actor?.accountId ?? null,
  };
  const { gateways, limiter, config } = ctx.env;
  if (!gateways) throw new DomainError("unavailable", "payments_unavailable");
  const { now } = ctx;
  await consumeRate(limiter, PAYMENT_START_RULES.perClient, ctx.client, now);
  await consumeRate(limiter, PAYMENT_START_RULES.perNumber, input.msisdn, now);
  const line = await paymentTarget(ctx, input);
  const scope = input.accountId ? `account:${input.accountId}` : "anonymous";
  if (!(await isRetry(ctx, scope, asked.idempotencyKey))) await releaseAbandoned(ctx, input, line.id);
  const stored = await recordPayment(ctx, {
    scope,
    key: asked.idempotencyKey,
    line,
    purpose: input.purpose,
    amountIqd: input.amountIqd,
    accountId: input.accountId,
  });
  const started = await startAtGateway(ctx, stored.body.paymentId);
  return {
    replayed: stored.replayed,
    body: {
      payment: paymentView(started.payment, ctx.locale, ctx.now),
      redirectUrl: started.redirectUrl,
      receiptToken: receiptToken(config.secrets.paymentGatewaySecret, started.payment.id),
    },
  };
}
