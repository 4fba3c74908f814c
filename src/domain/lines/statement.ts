import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { StatementView } from "../../contracts/api/line-history.ts";
import type { LedgerKind } from "../../contracts/myzain.ts";
import { digitalServices, ledgerEntries, offerings, offeringTranslations } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { ownedLine } from "./line-access.ts";

export type StatementFilter = {
  lineId: string;
  from: Date;
  to: Date;
  kinds?: LedgerKind[] | undefined;
  /** The id of the last entry of the page before (keyset paging: as fast on page 50 as on page 1). */
  before?: string | undefined;
  limit?: number | undefined;
};

const MOST = 2000;

/**
 * Every money movement of a line in a period, newest first, with the running balance after each
 * and the bundle named in the caller's language; and the period's money in and out. A page ends
 * with a cursor to the older entries: it continues after the last entry by (time, id), through the
 * index on (line, time, id), so a page reads its own rows and no more however long the history.
 */
export async function statement({ ctx, input: filter }: ServiceCall<StatementFilter>): Promise<StatementView> {
  const line = await ownedLine(ctx.db, actorOf(ctx), filter.lineId);
  const where = and(
    eq(ledgerEntries.lineId, line.id),
    gte(ledgerEntries.createdAt, filter.from),
    lt(ledgerEntries.createdAt, filter.to),
    filter.kinds && filter.kinds.length > 0 ? inArray(ledgerEntries.kind, filter.kinds) : undefined,
  );
  const limit = filter.limit ?? MOST;
  const after = filter.before
    ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (select e.created_at, e.id from ${ledgerEntries} e where e.id = ${filter.before} and e.line_id = ${line.id})`
    : undefined;
  const rows = await ctx.db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountIqd: ledgerEntries.amountIqd,
      balanceAfterIqd: ledgerEntries.balanceAfterIqd,
      details: ledgerEntries.details,
      createdAt: ledgerEntries.createdAt,
      offeringName: offeringTranslations.name,
      serviceNames: digitalServices.names,
    })
    .from(ledgerEntries)
    .leftJoin(offerings, eq(offerings.slug, sql`${ledgerEntries.details}->>'offering'`))
    .leftJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, ctx.locale)),
    )
    // A digital service's charges name the service (src/domain/digital-services).
    .leftJoin(digitalServices, eq(digitalServices.slug, sql`${ledgerEntries.details}->>'digitalService'`))
    .where(and(where, after))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    // One more than the page, to know whether there is a next one.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
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
    next: rows.length > limit ? String(page.at(-1)?.id) : null,
    entries: page.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      amountIqd: r.amountIqd,
      balanceAfterIqd: r.balanceAfterIqd,
      description: r.offeringName ?? r.serviceNames?.[ctx.locale] ?? null,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
