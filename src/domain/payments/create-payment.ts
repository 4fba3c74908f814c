import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, notInArray, sql } from "drizzle-orm";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { baghdadDayStart } from "../../contracts/myzain.ts";
import { type PaymentPurpose, receiptPath } from "../../contracts/payments.ts";
import { payments } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { baghdadToday } from "../business-time.ts";
import { DomainError } from "../errors.ts";
import { once } from "../lines/idempotency.ts";
import { amountDue } from "./bill-due.ts";
import { lineForMoney, type TargetLine } from "./money-in.ts";
import { type PaymentContext, paymentEvent, receiptToken, tokenHash } from "./payment-context.ts";
import { paymentView } from "./payment-view.ts";
import { applyGatewayStatus } from "./settle.ts";

type Input = {
  purpose: PaymentPurpose;
  msisdn: string;
  amountIqd: number;
  idempotencyKey: string;
  accountId: string | null;
};

/** The line to pay and what may be paid on it; a bill payment on anything but a postpaid line with a bill is "no bill due". */
async function target(ctx: PaymentContext, input: Input): Promise<TargetLine> {
  const { minIqd, maxIqd } = ctx.rules.limits;
  if (input.amountIqd < minIqd) throw new DomainError("invalid", "amount_too_small", { field: "amount", min: minIqd });
  if (input.amountIqd > maxIqd) throw new DomainError("invalid", "amount_too_large", { field: "amount", max: maxIqd });
  if (input.purpose === "recharge") return lineForMoney(ctx.db, input.msisdn);
  const line = await lineForMoney(ctx.db, input.msisdn).catch(() => null);
  const due = line?.billing === "postpaid" ? await amountDue(ctx.db, line.id) : null;
  if (!line || !due || due.amountIqd <= 0) throw new DomainError("invalid", "no_bill_due", { field: "msisdn" });
  if (input.amountIqd > due.amountIqd) {
    throw new DomainError("invalid", "amount_above_due", { field: "amount", due: due.amountIqd });
  }
  return line;
}

/**
 * An earlier payment for the same thing that the customer left at the gateway's page (a closed
 * tab, a second attempt) would block the new one until it expires. If the gateway confirms it
 * was never paid and cancels it, it is closed now; if money is on its way it stays, and the new
 * payment is refused as in progress.
 */
async function releaseAbandoned(ctx: PaymentContext, lineId: string, purpose: PaymentPurpose, now: Date) {
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.lineId, lineId), eq(payments.purpose, purpose), inArray(payments.state, ["created", "pending"])),
    );
  if (!open) return;
  const gateway = ctx.gateways?.byName(open.provider);
  if (!open.providerRef || !gateway) {
    if (now.getTime() - open.createdAt.getTime() < 60_000) return;
    await ctx.db.transaction(async (tx) => {
      const [closed] = await tx
        .update(payments)
        .set({ state: "failed", reason: "abandoned", updatedAt: now })
        .where(and(eq(payments.id, open.id), eq(payments.state, "created")))
        .returning({ id: payments.id });
      if (closed) await paymentEvent(tx, open.id, "api", { from: "created", to: "failed" }, { reason: "abandoned" });
    });
    return;
  }
  if ((await gateway.query(open.providerRef)).status === "awaiting") await gateway.cancel(open.providerRef);
  const after = await gateway.query(open.providerRef);
  if (after.status === "failed" || after.status === "succeeded") {
    await applyGatewayStatus({ ...ctx, now }, open.id, after, "query");
  }
}

/** Sends the payment to the gateway once; a retried request gets the same hosted page. */
async function startAtGateway(ctx: PaymentContext, paymentId: string, now: Date) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  if (payment.redirectUrl) return { payment, redirectUrl: payment.redirectUrl };
  if (payment.state === "failed") throw new DomainError("upstream", "gateway_unavailable");
  const gateway = ctx.gateways?.byName(payment.provider);
  if (!gateway) throw new DomainError("unavailable", "payments_unavailable");
  const token = receiptToken(ctx.secret, payment.id);
  try {
    const started = await gateway.create({
      paymentId: payment.id,
      amountIqd: payment.amountIqd,
      description: translate(payment.locale, `payments.description.${payment.purpose}`, {
        msisdn: maskMsisdn(payment.msisdn),
      }),
      locale: payment.locale,
      returnUrl: `${ctx.publicOrigin}${receiptPath(payment.locale, payment.id, token)}`,
      callbackUrl: `${ctx.publicOrigin}/api/v1/payments/callbacks/${gateway.name}`,
      expiresAt: payment.expiresAt,
    });
    const [moved] = await ctx.db
      .update(payments)
      .set({ providerRef: started.providerRef, redirectUrl: started.redirectUrl, state: "pending", updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.state, "created")))
      .returning();
    if (moved)
      await paymentEvent(
        ctx.db,
        payment.id,
        "api",
        { from: "created", to: "pending" },
        { providerRef: started.providerRef },
      );
    return { payment: moved ?? payment, redirectUrl: started.redirectUrl };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    ctx.log?.error({ err: error, paymentId }, "the payment gateway did not take the payment");
    await ctx.db
      .update(payments)
      .set({ state: "failed", reason: "gateway_unavailable", updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.state, "created")));
    throw new DomainError("upstream", "gateway_unavailable");
  }
}

/**
 * Starts an online payment (a recharge or a bill), once per idempotency key: the payment record
 * exists before the browser leaves for the gateway, with the limits checked under a per-number
 * lock so two payments at once cannot both pass the daily limit.
 */
export async function createPayment(ctx: PaymentContext, input: Input) {
  if (!ctx.gateways) throw new DomainError("unavailable", "payments_unavailable");
  const now = ctx.now ?? new Date();
  const line = await target(ctx, input);
  await releaseAbandoned(ctx, line.id, input.purpose, now);
  const provider = ctx.gateways.primary.name;
  const scope = input.accountId ? `account:${input.accountId}` : "anonymous";
  const request = { purpose: input.purpose, msisdn: line.msisdn, amountIqd: input.amountIqd };
  const stored = await ctx.db.transaction((tx) =>
    once<{ paymentId: string }>(tx, scope, input.idempotencyKey, request, async () => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments:${line.msisdn}`}))`);
      const [spent] = await tx
        .select({ sum: sql<number>`coalesce(sum(${payments.amountIqd}), 0)::int` })
        .from(payments)
        .where(
          and(
            eq(payments.msisdn, line.msisdn),
            gte(payments.createdAt, baghdadDayStart(baghdadToday(now))),
            notInArray(payments.state, ["failed", "expired", "refunded"]),
          ),
        );
      const remaining = ctx.rules.limits.dailyPerNumberIqd - (spent?.sum ?? 0);
      if (input.amountIqd > remaining) {
        throw new DomainError("invalid", "daily_limit_reached", { field: "amount", remaining: Math.max(0, remaining) });
      }
      const id = randomUUID();
      const [created] = await tx
        .insert(payments)
        .values({
          id,
          tokenHash: tokenHash(receiptToken(ctx.secret, id)),
          purpose: input.purpose,
          lineId: line.id,
          msisdn: line.msisdn,
          accountId: input.accountId,
          amountIqd: input.amountIqd,
          provider,
          locale: ctx.locale,
          createdAt: now,
          updatedAt: now,
          expiresAt: new Date(now.getTime() + ctx.rules.expiryMinutes * 60_000),
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!created) throw new DomainError("conflict", "payment_in_progress");
      await paymentEvent(tx, id, "api", { to: "created" }, { amountIqd: input.amountIqd, purpose: input.purpose });
      return { status: 201, body: { paymentId: id } };
    }),
  );
  const started = await startAtGateway(ctx, stored.body.paymentId, now);
  return {
    replayed: stored.replayed,
    body: { payment: paymentView(started.payment, ctx.locale), redirectUrl: started.redirectUrl },
  };
}
