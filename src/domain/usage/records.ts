import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { UsageRecordsView } from "../../contracts/api/usage-records.ts";
import type { PaidFrom, PaidFromFilter, UsageRecordType } from "../../contracts/usage-records.ts";
import { offerings, offeringTranslations, usageRecords } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { ownedLine } from "../lines/line-access.ts";

export type UsageRecordsFilter = {
  lineId: string;
  from: Date;
  to: Date;
  type?: UsageRecordType | undefined;
  paidFrom?: PaidFromFilter | undefined;
  /** The id of the last record of the page before (keyset paging, as the statement does). */
  before?: string | undefined;
  limit?: number | undefined;
};

const PAGE = 50;

/** Which stored kinds a "Paid from" choice takes in: a record both paid for shows under both. */
const PAID_FROM: Record<PaidFromFilter, PaidFrom[]> = {
  bundle: ["bundle", "bundle_and_balance"],
  balance: ["balance", "bundle_and_balance"],
};

/**
 * A line's usage records in a period, newest first, optionally of one type and one "Paid from",
 * with the bundle that paid named in the caller's language. A page continues after the last
 * record by (time, id) through the index on (line, time), so page 20 costs what page 1 does.
 */
export async function listUsageRecords({
  ctx,
  input: filter,
}: ServiceCall<UsageRecordsFilter>): Promise<UsageRecordsView> {
  const line = await ownedLine(ctx.db, actorOf(ctx), filter.lineId);
  const limit = filter.limit ?? PAGE;
  const after = filter.before
    ? sql`(${usageRecords.occurredAt}, ${usageRecords.eventId}) < (select r.occurred_at, r.event_id from ${usageRecords} r where r.event_id = ${filter.before} and r.line_id = ${line.id})`
    : undefined;
  const rows = await ctx.db
    .select({
      id: usageRecords.eventId,
      occurredAt: usageRecords.occurredAt,
      type: usageRecords.type,
      destination: usageRecords.destination,
      app: usageRecords.app,
      country: usageRecords.country,
      peer: usageRecords.peer,
      quantity: usageRecords.quantity,
      fromBundles: usageRecords.fromBuckets,
      paidFrom: usageRecords.paidFrom,
      offering: usageRecords.paidFromOffering,
      offeringName: offeringTranslations.name,
      chargedIqd: usageRecords.chargedIqd,
      overageIqd: usageRecords.overageIqd,
    })
    .from(usageRecords)
    .leftJoin(offerings, eq(offerings.slug, usageRecords.paidFromOffering))
    .leftJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, ctx.locale)),
    )
    .where(
      and(
        eq(usageRecords.lineId, line.id),
        gte(usageRecords.occurredAt, filter.from),
        lt(usageRecords.occurredAt, filter.to),
        filter.type ? eq(usageRecords.type, filter.type) : undefined,
        filter.paidFrom ? inArray(usageRecords.paidFrom, PAID_FROM[filter.paidFrom]) : undefined,
        after,
      ),
    )
    .orderBy(desc(usageRecords.occurredAt), desc(usageRecords.eventId))
    // One more than the page, to know whether there is an older one.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    line: { id: line.id, msisdn: line.msisdn, billing: line.billing },
    from: filter.from.toISOString(),
    to: filter.to.toISOString(),
    next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    records: page.map(({ offering, offeringName, ...r }) => ({
      ...r,
      occurredAt: r.occurredAt.toISOString(),
      bundle: offering ? { slug: offering, name: offeringName ?? offering } : null,
    })),
  };
}
