import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { UsageView } from "../../contracts/api/line-history.ts";
import { usageDaily } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { ownedLine } from "../lines/line-access.ts";

export type Granularity = UsageView["granularity"];

/** The Baghdad calendar day an instant falls on, as PostgreSQL computes it for the roll-up. */
const baghdadDay = (at: Date) => sql`(${at}::timestamptz at time zone 'Asia/Baghdad')::date`;

/**
 * A line's usage per day or week of business time (Asia/Baghdad): data, minutes, SMS and money
 * spent on usage, with the period's totals by type and the data by app. Read from the daily
 * roll-up (at most a few dozen rows a day), so the cost does not grow with the number of events.
 * The range is in whole Baghdad days, as the API's query takes it. Sums are bigint: a heavy line's
 * kilobytes over 90 days pass 2^31.
 */
export async function usageHistory({
  ctx,
  input: range,
}: ServiceCall<{ lineId: string; from: Date; to: Date; granularity: Granularity }>): Promise<UsageView> {
  const line = await ownedLine(ctx.db, actorOf(ctx), range.lineId);
  const inRange = and(
    eq(usageDaily.lineId, line.id),
    gte(usageDaily.day, baghdadDay(range.from)),
    lt(usageDaily.day, baghdadDay(range.to)),
  );
  const period = sql<string>`to_char(date_trunc(${range.granularity}, ${usageDaily.day}::timestamp), 'YYYY-MM-DD')`;
  const sumOf = (type: string) =>
    sql<number>`coalesce(sum(case when ${usageDaily.type} = ${type} then ${usageDaily.quantity} end), 0)::bigint`.mapWith(
      Number,
    );
  const series = await ctx.db
    .select({
      period,
      dataKb: sumOf("data"),
      voiceSeconds: sumOf("voice"),
      sms: sumOf("sms"),
      chargedIqd: sql<number>`coalesce(sum(${usageDaily.chargedIqd}), 0)::bigint`.mapWith(Number),
    })
    .from(usageDaily)
    .where(inRange)
    // By position: a bound granularity makes two date_trunc expressions PostgreSQL cannot match.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const byApp = await ctx.db
    .select({ app: usageDaily.app, dataKb: sql<number>`sum(${usageDaily.quantity})::bigint`.mapWith(Number) })
    .from(usageDaily)
    .where(and(inRange, eq(usageDaily.type, "data")))
    .groupBy(usageDaily.app)
    .orderBy(sql`2 desc`);
  const byDestination = await ctx.db
    .select({
      type: usageDaily.type,
      destination: usageDaily.destination,
      quantity: sql<number>`sum(${usageDaily.quantity})::bigint`.mapWith(Number),
      chargedIqd: sql<number>`sum(${usageDaily.chargedIqd})::bigint`.mapWith(Number),
      events: sql<number>`sum(${usageDaily.events})::bigint`.mapWith(Number),
    })
    .from(usageDaily)
    .where(inRange)
    .groupBy(usageDaily.type, usageDaily.destination)
    .orderBy(usageDaily.type, usageDaily.destination);
  return { line: { id: line.id, msisdn: line.msisdn }, granularity: range.granularity, series, byApp, byDestination };
}
