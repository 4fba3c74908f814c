/**
 * What targeting knows about one line, read from its real state: where it is registered, its
 * segments, balance, service switches, bundles and rated usage. Usage sums are read once per
 * window a rule asks for, so a rule set costs a handful of small indexed queries per line.
 */
import { and, eq, gt, gte, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { LocalizedText } from "../../contracts/places.ts";
import type { Db } from "../../db/client.server.ts";
import {
  buckets,
  governorates,
  lineBalances,
  lineServices,
  lines,
  offerings,
  offeringTranslations,
  segmentMembers,
  subscriptions,
  usageRecords,
} from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

export type Ending = { offeringSlug: string; name: string; endsAt: Date };

export type LineFacts = {
  billing: "prepaid" | "postpaid";
  governorate: { id: string; zone: string; name: LocalizedText } | null;
  segments: ReadonlySet<string>;
  balanceIqd: number;
  roamingOn: boolean;
  /** A general data bucket with something left, valid now. */
  hasDataBundle: boolean;
  /** Kilobytes of data at home paid from the balance in the last `days` days. */
  dataOutsideBundlesKb: (days: number) => Promise<number>;
  /** Seconds of calls to other networks in the last `days` days. */
  offNetSeconds: (days: number) => Promise<number>;
  /** Countries (other than Iraq) where the line used the network in the last `days` days, most used first. */
  countriesAbroad: (days: number) => Promise<string[]>;
  /** Active bundles ending within `hours` that will not renew by themselves, soonest first. */
  endingWithin: (hours: number) => Promise<Ending[]>;
};

/** Memoizes a query per window, so two rules asking for the same window read once. */
function perWindow<T>(read: (n: number) => Promise<T>): (n: number) => Promise<T> {
  const seen = new Map<number, Promise<T>>();
  return (n) => {
    let found = seen.get(n);
    if (!found) {
      found = read(n);
      seen.set(n, found);
    }
    return found;
  };
}

export async function lineFacts(
  db: Db,
  line: { id: string; billing: "prepaid" | "postpaid" },
  now: Date,
  locale: LocaleCode,
): Promise<LineFacts> {
  const [row] = await db
    .select({
      governorate: governorates.id,
      zone: governorates.zone,
      name: governorates.name,
      balanceIqd: lineBalances.balanceIqd,
      roaming: lineServices.roaming,
    })
    .from(lines)
    .leftJoin(governorates, eq(governorates.id, lines.governorate))
    .leftJoin(lineBalances, eq(lineBalances.lineId, lines.id))
    .leftJoin(lineServices, eq(lineServices.lineId, lines.id))
    .where(eq(lines.id, line.id));
  const segments = await db
    .select({ segment: segmentMembers.segment })
    .from(segmentMembers)
    .where(eq(segmentMembers.lineId, line.id));
  const [bundle] = await db
    .select({ id: buckets.id })
    .from(buckets)
    .where(
      and(
        eq(buckets.lineId, line.id),
        eq(buckets.kind, "data"),
        eq(buckets.roaming, false),
        lte(buckets.startsAt, now),
        or(isNull(buckets.expiresAt), gt(buckets.expiresAt, now)),
        or(isNull(buckets.total), sql`${buckets.used} < ${buckets.total}`),
      ),
    )
    .limit(1);
  const since = (days: number) => new Date(now.getTime() - days * DAY);
  const recent = (days: number) =>
    and(eq(usageRecords.lineId, line.id), gte(usageRecords.occurredAt, since(days)), lte(usageRecords.occurredAt, now));

  return {
    billing: line.billing,
    governorate:
      row?.governorate && row.zone && row.name ? { id: row.governorate, zone: row.zone, name: row.name } : null,
    segments: new Set(segments.map((s) => s.segment)),
    balanceIqd: row?.balanceIqd ?? 0,
    roamingOn: row?.roaming ?? false,
    hasDataBundle: bundle !== undefined,
    dataOutsideBundlesKb: perWindow(async (days) => {
      const [sum] = await db
        .select({ kb: sql<number>`coalesce(sum(${usageRecords.quantity} - ${usageRecords.fromBuckets}), 0)::bigint` })
        .from(usageRecords)
        .where(and(recent(days), eq(usageRecords.type, "data"), eq(usageRecords.country, "IQ")));
      return Number(sum?.kb ?? 0);
    }),
    offNetSeconds: perWindow(async (days) => {
      const [sum] = await db
        .select({ seconds: sql<number>`coalesce(sum(${usageRecords.quantity}), 0)::bigint` })
        .from(usageRecords)
        .where(and(recent(days), eq(usageRecords.type, "voice"), eq(usageRecords.destination, "off_net")));
      return Number(sum?.seconds ?? 0);
    }),
    countriesAbroad: perWindow(async (days) => {
      const rows = await db
        .select({ country: usageRecords.country, events: sql<number>`count(*)::int` })
        .from(usageRecords)
        .where(and(recent(days), ne(usageRecords.country, "IQ")))
        .groupBy(usageRecords.country)
        .orderBy(sql`count(*) desc`, usageRecords.country);
      return rows.map((r) => r.country);
    }),
    endingWithin: perWindow(async (hours) =>
      db
        .select({
          offeringSlug: subscriptions.offeringSlug,
          name: offeringTranslations.name,
          endsAt: subscriptions.endsAt,
        })
        .from(subscriptions)
        .innerJoin(offerings, eq(offerings.slug, subscriptions.offeringSlug))
        .innerJoin(
          offeringTranslations,
          and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, locale)),
        )
        .where(
          and(
            eq(subscriptions.lineId, line.id),
            eq(subscriptions.status, "active"),
            eq(subscriptions.autoRenew, false),
            gt(subscriptions.endsAt, now),
            lte(subscriptions.endsAt, new Date(now.getTime() + hours * HOUR)),
          ),
        )
        .orderBy(subscriptions.endsAt)
        .then((rows) => rows.flatMap((r) => (r.endsAt ? [{ ...r, endsAt: r.endsAt }] : []))),
    ),
  };
}
