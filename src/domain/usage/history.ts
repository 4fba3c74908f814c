import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { UsageView } from "../../contracts/api/line-history.ts";
import { usageRecords } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { ownedLine } from "../lines/line-access.ts";

export type Granularity = UsageView["granularity"];

/**
 * A line's usage per day or week of business time (Asia/Baghdad): data, minutes, SMS and money
 * spent on usage, with the period's totals by type and the data by app.
 */
export async function usageHistory({
  ctx,
  input: range,
}: ServiceCall<{ lineId: string; from: Date; to: Date; granularity: Granularity }>): Promise<UsageView> {
  const line = await ownedLine(ctx.db, actorOf(ctx).accountId, range.lineId);
  const inRange = and(
    eq(usageRecords.lineId, line.id),
    gte(usageRecords.occurredAt, range.from),
    lt(usageRecords.occurredAt, range.to),
  );
  const period = sql<string>`to_char(date_trunc(${range.granularity}, ${usageRecords.occurredAt} at time zone 'Asia/Baghdad'), 'YYYY-MM-DD')`;
  const sumOf = (type: string, column = usageRecords.quantity) =>
    sql<number>`coalesce(sum(case when ${usageRecords.type} = ${type} then ${column} end), 0)::int`;
  const series = await ctx.db
    .select({
      period,
      dataKb: sumOf("data"),
      voiceSeconds: sumOf("voice"),
      sms: sumOf("sms"),
      chargedIqd: sql<number>`coalesce(sum(${usageRecords.chargedIqd}), 0)::int`,
    })
    .from(usageRecords)
    .where(inRange)
    // By position: a bound granularity makes two date_trunc expressions PostgreSQL cannot match.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const byApp = await ctx.db
    .select({
      app: sql<string>`coalesce(${usageRecords.app}, 'other')`,
      dataKb: sql<number>`sum(${usageRecords.quantity})::int`,
    })
    .from(usageRecords)
    .where(and(inRange, eq(usageRecords.type, "data")))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`);
  const byDestination = await ctx.db
    .select({
      type: usageRecords.type,
      destination: sql<string>`coalesce(${usageRecords.destination}, 'on_net')`,
      quantity: sql<number>`sum(${usageRecords.quantity})::int`,
      chargedIqd: sql<number>`sum(${usageRecords.chargedIqd})::int`,
      events: sql<number>`count(*)::int`,
    })
    .from(usageRecords)
    .where(inRange)
    .groupBy(usageRecords.type, sql`2`)
    .orderBy(usageRecords.type, sql`2`);
  return { line: { id: line.id, msisdn: line.msisdn }, granularity: range.granularity, series, byApp, byDestination };
}
