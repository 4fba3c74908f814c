import { eq, sql } from "drizzle-orm";
import type { ContentVersion } from "../../contracts/api/content.ts";
import { contentVersion } from "../../db/schema/index.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";

/**
 * What a cache of rendered public pages needs to stay right: the content version (bumped by
 * database triggers on every change to pages, catalogue, campaigns, handsets, articles and messages)
 * and the next moment a page changes by the calendar alone: a campaign starting or ending, an
 * offering's sale window opening or closing, an article's publication day. Days are Baghdad days.
 */
export async function readContentVersion({ ctx }: ServiceCall): Promise<ContentVersion> {
  const today = sql`(${ctx.now.toISOString()}::timestamptz at time zone 'Asia/Baghdad')::date`;
  const nextEdge = sql<number | null>`(
    select extract(epoch from min(day)::timestamp at time zone 'Asia/Baghdad')::float8 from (
      select starts_on as day from campaigns where starts_on > ${today}
      union all select ends_on + 1 from campaigns where ends_on >= ${today}
      union all select sellable_from from offerings where sellable_from > ${today}
      union all select sellable_to + 1 from offerings where sellable_to >= ${today}
      union all select published_at::date from articles where published_at::date > ${today}
    ) edges)`.mapWith((value: unknown) => (value === null ? null : Number(value)));
  const [row] = await ctx.db
    .select({ version: contentVersion.version, nextEdge })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  const seconds = row?.nextEdge ?? null;
  return {
    version: row?.version ?? 0,
    nextChangeAt: seconds === null ? null : new Date(seconds * 1000).toISOString(),
  };
}

/** The bare content version number, for in-process read caches that only ask "did anything change". */
export async function currentContentVersion({ db }: Pick<ServiceContext, "db">): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
