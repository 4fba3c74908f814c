import { and, eq, like } from "drizzle-orm";
import type { Db } from "../../src/db/client.server.ts";
import { buckets, rateLimits, smsOutbox, subscriptions } from "../../src/db/schema/index.ts";

/** What a gift leaves on the recipient's line and number: subscriptions, buckets and SMS. */
export async function recipientState(db: Db, line: { id: string; msisdn: string }) {
  return {
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.lineId, line.id)),
    buckets: await db.select().from(buckets).where(eq(buckets.lineId, line.id)),
    sms: await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, line.msisdn)),
  };
}

/** The gift counts of today's windows that mention an id (payer account or recipient line). */
export async function giftCounts(db: Db, id: string) {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(like(rateLimits.key, "gifts:%"), like(rateLimits.key, `%${id}`)));
  return rows.reduce((sum, r) => sum + r.count, 0);
}
