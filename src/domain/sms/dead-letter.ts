import { count, desc, eq, max } from "drizzle-orm";
import { smsOutbox } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";

/**
 * The outbox's dead letter for operators: messages given up after their last attempt
 * (`status = failed`), how many, and the latest one's error. No number or text: they are
 * customers' data, and the text may hold a code.
 */
export async function deadSmsSummary({ ctx }: ServiceCall) {
  const [totals] = await ctx.db
    .select({ dead: count(), latestAt: max(smsOutbox.failedAt) })
    .from(smsOutbox)
    .where(eq(smsOutbox.status, "failed"));
  const [latest] = await ctx.db
    .select({ lastError: smsOutbox.lastError })
    .from(smsOutbox)
    .where(eq(smsOutbox.status, "failed"))
    .orderBy(desc(smsOutbox.failedAt))
    .limit(1);
  return { dead: totals?.dead ?? 0, latestAt: totals?.latestAt ?? null, latestError: latest?.lastError ?? null };
}
