import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { StatementView } from "../../contracts/api/line-history.ts";
import type { LedgerKind } from "../../contracts/myzain.ts";
import { ledgerEntries, offerings, offeringTranslations } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { ownedLine } from "./line-access.ts";

export type StatementFilter = { lineId: string; from: Date; to: Date; kinds?: LedgerKind[] | undefined };

/**
 * Every money movement of a line in a period, newest first, with the running balance after each
 * and the bundle named in the caller's language; and the period's money in and out.
 */
export async function statement({ ctx, input: filter }: ServiceCall<StatementFilter>): Promise<StatementView> {
  const line = await ownedLine(ctx.db, actorOf(ctx).accountId, filter.lineId);
  const where = and(
    eq(ledgerEntries.lineId, line.id),
    gte(ledgerEntries.createdAt, filter.from),
    lt(ledgerEntries.createdAt, filter.to),
    filter.kinds && filter.kinds.length > 0 ? inArray(ledgerEntries.kind, filter.kinds) : undefined,
  );
  const rows = await ctx.db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountIqd: ledgerEntries.amountIqd,
      balanceAfterIqd: ledgerEntries.balanceAfterIqd,
      details: ledgerEntries.details,
      createdAt: ledgerEntries.createdAt,
      offeringName: offeringTranslations.name,
    })
    .from(ledgerEntries)
    .leftJoin(offerings, eq(offerings.slug, sql`${ledgerEntries.details}->>'offering'`))
    .leftJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, ctx.locale)),
    )
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(2000);
  const [totals] = await ctx.db
    .select({
      in: sql<number>`coalesce(sum(case when ${ledgerEntries.amountIqd} > 0 then ${ledgerEntries.amountIqd} end), 0)::int`,
      out: sql<number>`coalesce(sum(case when ${ledgerEntries.amountIqd} < 0 then -${ledgerEntries.amountIqd} end), 0)::int`,
    })
    .from(ledgerEntries)
    .where(where);
  return {
    line: { id: line.id, msisdn: line.msisdn, billing: line.billing },
    from: filter.from.toISOString(),
    to: filter.to.toISOString(),
    totals: { inIqd: totals?.in ?? 0, outIqd: totals?.out ?? 0 },
    entries: rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      amountIqd: r.amountIqd,
      balanceAfterIqd: r.balanceAfterIqd,
      description: r.offeringName ?? null,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
