import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { BalanceView, LineSummary } from "../../contracts/api/lines.ts";
import { buckets, lineBalances, offerings, offeringTranslations, subscriptions } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { accountLinesOf, lineIdentity, ownedLine } from "./line-access.ts";
import { ensureBalance } from "./money.ts";
import { type CustomerSuspension, customerSuspensions } from "./suspensions.ts";

/**
 * A suspended line's suspension for its customer. One suspended before suspensions were recorded
 * was the customer's own (only customers could suspend then).
 */
function suspensionShown(
  line: { id: string; status: string },
  found: Map<string, CustomerSuspension>,
): CustomerSuspension | null {
  if (line.status !== "suspended") return null;
  return found.get(line.id) ?? { by: "customer", reasonCode: "lost_or_stolen", since: null };
}

/** The account's lines with their money, for the line switcher. */
export async function listLines({ ctx }: ServiceCall): Promise<LineSummary[]> {
  const { db } = ctx;
  const owned = await accountLinesOf(db, actorOf(ctx));
  const suspensions = await customerSuspensions(
    db,
    owned.filter((l) => l.status === "suspended").map((l) => l.id),
  );
  const out: LineSummary[] = [];
  for (const line of owned) {
    await ensureBalance(db, line);
    const [money] = await db.select().from(lineBalances).where(eq(lineBalances.lineId, line.id));
    out.push({
      ...lineIdentity(line),
      suspension: suspensionShown(line, suspensions),
      balanceIqd: money?.balanceIqd ?? 0,
      creditLimitIqd: money?.creditLimitIqd ?? 0,
    });
  }
  return out;
}

/**
 * What a line has left: its balance (prepaid) or what it owes against its credit limit
 * (postpaid), and every running bucket with total, used, remaining, expiry and the bundle it came from.
 */
export async function lineBalance({ ctx, input }: ServiceCall<{ lineId: string }>): Promise<BalanceView> {
  const { now } = ctx;
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  await ensureBalance(ctx.db, line);
  const [money] = await ctx.db.select().from(lineBalances).where(eq(lineBalances.lineId, line.id));
  const rows = await ctx.db
    .select({
      id: buckets.id,
      kind: buckets.kind,
      apps: buckets.apps,
      total: buckets.total,
      used: buckets.used,
      roaming: buckets.roaming,
      startsAt: buckets.startsAt,
      expiresAt: buckets.expiresAt,
      subscriptionId: subscriptions.id,
      offering: subscriptions.offeringSlug,
      autoRenew: subscriptions.autoRenew,
      name: offeringTranslations.name,
    })
    .from(buckets)
    .leftJoin(subscriptions, eq(subscriptions.id, buckets.subscriptionId))
    .leftJoin(offerings, eq(offerings.slug, subscriptions.offeringSlug))
    .leftJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, ctx.locale)),
    )
    .where(
      and(
        eq(buckets.lineId, line.id),
        sql`${buckets.startsAt} <= ${now}`,
        or(isNull(buckets.expiresAt), gt(buckets.expiresAt, now)),
      ),
    )
    .orderBy(asc(buckets.expiresAt), asc(buckets.kind));
  const balanceIqd = money?.balanceIqd ?? 0;
  const suspensions = await customerSuspensions(ctx.db, line.status === "suspended" ? [line.id] : []);
  return {
    line: {
      ...lineIdentity(line),
      suspension: suspensionShown(line, suspensions),
    },
    balanceIqd,
    creditLimitIqd: money?.creditLimitIqd ?? 0,
    owedIqd: Math.max(0, -balanceIqd),
    billCycleDay: money?.billCycleDay ?? null,
    buckets: rows.map((b) => ({
      id: b.id,
      kind: b.kind,
      apps: b.apps ?? [],
      roaming: b.roaming,
      unlimited: b.total === null,
      total: b.total,
      used: b.used,
      remaining: b.total === null ? null : b.total - b.used,
      startsAt: b.startsAt.toISOString(),
      expiresAt: b.expiresAt?.toISOString() ?? null,
      subscription: b.subscriptionId
        ? {
            id: b.subscriptionId,
            offering: b.offering ?? "",
            name: b.name ?? b.offering ?? "",
            autoRenew: b.autoRenew ?? false,
          }
        : null,
    })),
  };
}
