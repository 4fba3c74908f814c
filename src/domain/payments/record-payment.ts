import { randomUUID } from "node:crypto";
import { and, eq, gte, notInArray, sql } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import { baghdadDayStart } from "../../contracts/myzain.ts";
import type { PaymentPurpose } from "../../contracts/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once } from "../idempotency/idempotency.ts";
import type { TargetLine } from "./money-in.ts";
import { paymentEvent, receiptToken, tokenHash } from "./payment-records.ts";

type PaymentRecord = {
  /** The idempotency scope: `account:<id>`, or `anonymous` for a signed form token. */
  scope: string;
  key: string;
  line: TargetLine;
  purpose: PaymentPurpose;
  amountIqd: number;
  accountId: string | null;
};

/**
 * Writes the payment record, once per idempotency key, before anything goes to a gateway: the
 * daily limit per number is checked under a per-number lock so two payments at once cannot both
 * pass it, and the partial unique index keeps one payment open per line and purpose. Shared by
 * payments a customer starts and automatic ones (issue 20), so both obey the same limits.
 */
export function recordPayment(ctx: ServiceContext, p: PaymentRecord) {
  const { now } = ctx;
  const { config, gateways } = ctx.env;
  if (!gateways) throw new DomainError("unavailable", "payments_unavailable");
  const provider = gateways.primary.name;
  const { line } = p;
  const request = { purpose: p.purpose, msisdn: line.msisdn, amountIqd: p.amountIqd };
  return ctx.db.transaction((tx) =>
    once<{ paymentId: string }>(tx, p.scope, p.key, request, async () => {
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
      if (p.amountIqd > remaining) {
        throw new DomainError("invalid", "daily_limit_reached", { field: "amount", remaining: Math.max(0, remaining) });
      }
      const id = randomUUID();
      const [created] = await tx
        .insert(payments)
        .values({
          id,
          tokenHash: tokenHash(receiptToken(config.secrets.paymentGatewaySecret, id)),
          purpose: p.purpose,
          lineId: line.id,
          msisdn: line.msisdn,
          accountId: p.accountId,
          amountIqd: p.amountIqd,
          provider,
          locale: ctx.locale,
          createdAt: now,
          updatedAt: now,
          expiresAt: new Date(now.getTime() + config.payments.expiryMinutes * 60_000),
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!created) throw new DomainError("conflict", "payment_in_progress");
      await paymentEvent(tx, id, "api", { to: "created" }, { amountIqd: p.amountIqd, purpose: p.purpose });
      return { status: 201, body: { paymentId: id } };
    }),
  );
}
