import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { PaymentStarted } from "../../contracts/api/payments.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { baghdadDayStart } from "../../contracts/myzain.ts";
import { type PaymentCreate, type PaymentPurpose, receiptPath } from "../../contracts/payments.ts";
import { idempotencyKeys, payments } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { parseMsisdn } from "../auth/lines.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once } from "../idempotency/idempotency.ts";
import { consumeRate, type RateRule } from "../limits/rate-limiter.ts";
import { amountDue } from "./bill-due.ts";
import { lineForMoney, type TargetLine } from "./money-in.ts";
import { paymentEvent, receiptToken, tokenHash } from "./payment-records.ts";
import { paymentView } from "./payment-view.ts";
import { applyGatewayStatus } from "./settle.ts";

/** What is asked: the number normalized, and who asks (null: not signed in). */
type Start = { purpose: PaymentPurpose; msisdn: string; amountIqd: number; accountId: string | null };

/** Starting payments is public, so it is limited like the bill look-up: per client and per number. */
export const PAYMENT_START_RULES = {
  perClient: { name: "payment-start:client", limit: 20, windowMs: 15 * 60_000, durable: true },
  perNumber: { name: "payment-start:msisdn", limit: 10, windowMs: 15 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

/** A payment left at the gateway's page this long may be cancelled by a new attempt from anyone. */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** The line to pay and what may be paid on it; a bill payment on anything but a postpaid line with a bill is "no bill due". */
async function target(ctx: ServiceContext, input: Start): Promise<TargetLine> {
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
  const gateway = ctx.env.gateways?.byName(open.provider);
  if (!open.providerRef || !gateway) {
    if (now.getTime() - open.createdAt.getTime() < 60_000) return;
    await markAbandoned(ctx, open.id, and(eq(payments.state, "created"), isNull(payments.providerRef)));
    return;
  }
  try {
    const cancelled = (await gateway.query(open.providerRef)).status === "awaiting";
    if (cancelled) await gateway.cancel(open.providerRef);
    const after = await gateway.query(open.providerRef);
    // Cancelled by us and confirmed unpaid: the customer abandoned it (DESIGN: `cancelled`).
    if (cancelled && after.status === "failed") {
      await markAbandoned(ctx, open.id, inArray(payments.state, ["created", "pending"]));
    } else if (after.status === "failed" || after.status === "succeeded") {
      await applyGatewayStatus(ctx, open.id, after, "query");
    }
  } catch (error) {
    // The gateway cannot say: the open payment stays, and the new one is refused as in progress.
    ctx.env.log.warn({ err: error, paymentId: open.id }, "could not ask the gateway about an open payment");
  }
}

/** An open payment replaced by a newer one, nothing charged: `cancelled`, reason `abandoned`. */
async function markAbandoned(ctx: ServiceContext, id: string, stillOpen: SQL | undefined) {
  await ctx.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(payments)
      .set({ state: "cancelled", reason: "abandoned", updatedAt: ctx.now })
      .where(and(eq(payments.id, id), stillOpen))
      .returning({ id: payments.id });
    if (closed) await paymentEvent(tx, id, "api", { to: "cancelled" }, { reason: "abandoned" });
  });
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
  const line = await target(ctx, input);
  const scope = input.accountId ? `account:${input.accountId}` : "anonymous";
  if (!(await isRetry(ctx, scope, asked.idempotencyKey))) await releaseAbandoned(ctx, input, line.id);
  const provider = gateways.primary.name;
  const request = { purpose: input.purpose, msisdn: line.msisdn, amountIqd: input.amountIqd };
  const stored = await ctx.db.transaction((tx) =>
    once<{ paymentId: string }>(tx, scope, asked.idempotencyKey, request, async () => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments:${line.msisdn}`}))`);
      const [spent] = await tx
        .select({ sum: sql<number>`coalesce(sum(${payments.amountIqd}), 0)::int` })
        .from(payments)
        .where(
          and(
            eq(payments.msisdn, line.msisdn),
            gte(payments.createdAt, baghdadDayStart(baghdadToday(now))),
            notInArray(payments.state, ["failed", "expired", "cancelled", "refunded", "refund_failed"]),
          ),
        );
      const remaining = config.payments.limits.dailyPerNumberIqd - (spent?.sum ?? 0);
      if (input.amountIqd > remaining) {
        throw new DomainError("invalid", "daily_limit_reached", { field: "amount", remaining: Math.max(0, remaining) });
      }
      const id = randomUUID();
      const [created] = await tx
        .insert(payments)
        .values({
          id,
          tokenHash: tokenHash(receiptToken(config.secrets.paymentGatewaySecret, id)),
          purpose: input.purpose,
          lineId: line.id,
          msisdn: line.msisdn,
          accountId: input.accountId,
          amountIqd: input.amountIqd,
          provider,
          locale: ctx.locale,
          createdAt: now,
          updatedAt: now,
          expiresAt: new Date(now.getTime() + config.payments.expiryMinutes * 60_000),
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!created) throw new DomainError("conflict", "payment_in_progress");
      await paymentEvent(tx, id, "api", { to: "created" }, { amountIqd: input.amountIqd, purpose: input.purpose });
      return { status: 201, body: { paymentId: id } };
    }),
  );
  const started = await startAtGateway(ctx, stored.body.paymentId);
  return {
    replayed: stored.replayed,
    body: { payment: paymentView(started.payment, ctx.locale), redirectUrl: started.redirectUrl },
  };
}
