import { and, asc, eq, lte } from "drizzle-orm";
import { renewalDays } from "../../contracts/digital-services.ts";
import { digitalServiceSubscriptions, digitalServices, lines } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { debit } from "../lines/money.ts";
import { sendServiceSms } from "./charge-sms.ts";

const DAY = 24 * 60 * 60_000;
/** Subscriptions handled per run; the next run (minutes later) takes the rest. */
const BATCH = 500;

/**
 * The renewal job: every active subscription whose paid period has ended is charged for the next
 * period at today's price, or lapses with an SMS when the balance (or credit limit) is short or
 * the service was withdrawn. Each subscription is handled in its own transaction, claimed by a
 * conditional update of `paid_until`, so two runners (or a re-run) charge a period once.
 * A subscription left unrenewed for several periods (the job was stopped) catches up one period
 * per run, each charged once.
 */
export async function runDigitalServiceRenewals({ ctx }: ServiceCall): Promise<{ renewed: number; lapsed: number }> {
  const { db, now } = ctx;
  const due = await db
    .select({ sub: digitalServiceSubscriptions, service: digitalServices, msisdn: lines.msisdn })
    .from(digitalServiceSubscriptions)
    .innerJoin(digitalServices, eq(digitalServices.slug, digitalServiceSubscriptions.serviceSlug))
    .innerJoin(lines, eq(lines.id, digitalServiceSubscriptions.lineId))
    .where(and(eq(digitalServiceSubscriptions.status, "active"), lte(digitalServiceSubscriptions.paidUntil, now)))
    .orderBy(asc(digitalServiceSubscriptions.paidUntil))
    .limit(BATCH);
  let renewed = 0;
  let lapsed = 0;
  for (const { sub, service, msisdn } of due) {
    const line = { id: sub.lineId, msisdn };
    const claim = and(
      eq(digitalServiceSubscriptions.id, sub.id),
      eq(digitalServiceSubscriptions.status, "active"),
      eq(digitalServiceSubscriptions.paidUntil, sub.paidUntil),
    );
    const outcome = await db.transaction(async (tx) => {
      const lapse = async () => {
        const [ended] = await tx
          .update(digitalServiceSubscriptions)
          .set({ status: "lapsed", endedAt: now })
          .where(claim)
          .returning({ id: digitalServiceSubscriptions.id });
        if (!ended) return "skipped" as const;
        await sendServiceSms(tx, line, "lapsed", service, { price: service.priceIqd });
        return "lapsed" as const;
      };
      if (!service.onSale) return lapse();
      const paidUntil = new Date(sub.paidUntil.getTime() + renewalDays[service.renewal] * DAY);
      let claimed: boolean;
      try {
        // A savepoint: a refused charge undoes the claim too, and the subscription lapses instead.
        claimed = await tx.transaction(async (inner) => {
          const [row] = await inner
            .update(digitalServiceSubscriptions)
            .set({ paidUntil, priceIqd: service.priceIqd })
            .where(claim)
            .returning({ id: digitalServiceSubscriptions.id });
          if (!row) return false;
          await debit(inner, sub.lineId, service.priceIqd, {
            kind: "renewal",
            details: { digitalService: service.slug, serviceSubscription: sub.id, period: sub.paidUntil.toISOString() },
            at: now,
          });
          return true;
        });
      } catch (error) {
        if (!(error instanceof DomainError && error.code === "insufficient_balance")) throw error;
        return lapse();
      }
      if (!claimed) return "skipped" as const;
      await sendServiceSms(tx, line, "renewed", service, { price: service.priceIqd, renewsAt: paidUntil });
      return "renewed" as const;
    });
    if (outcome === "renewed") renewed += 1;
    if (outcome === "lapsed") lapsed += 1;
  }
  return { renewed, lapsed };
}
