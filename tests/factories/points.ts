import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.server.ts";
import { pointsAccounts, pointsEntries } from "../../src/db/schema/index.ts";

/**
 * The points ledger's invariants for one account: its entries sum to its balance, and so do the
 * remaining points of its open lots. Returns the three figures so a test can say which broke.
 */
export async function pointsBooks(db: Db, accountId: string) {
  const [account] = await db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.accountId, accountId));
  const [sums] = await db
    .select({
      entries: sql<number>`coalesce(sum(${pointsEntries.points}), 0)::int`,
      lots: sql<number>`coalesce(sum(${pointsEntries.remaining}), 0)::int`,
    })
    .from(pointsEntries)
    .where(eq(pointsEntries.accountId, accountId));
  return { balance: account?.balance ?? 0, entries: sums?.entries ?? 0, lots: sums?.lots ?? 0 };
}

/** An account's entries, oldest first, as `kind event points` lines a test can compare whole. */
export async function pointsLog(db: Db, accountId: string) {
  const rows = await db
    .select({ kind: pointsEntries.kind, event: pointsEntries.event, points: pointsEntries.points })
    .from(pointsEntries)
    .where(eq(pointsEntries.accountId, accountId))
    .orderBy(asc(pointsEntries.id));
  return rows.map((r) => `${r.kind} ${r.event.replace(/:[0-9a-f-]{36}$/, ":<id>")} ${r.points}`);
}
