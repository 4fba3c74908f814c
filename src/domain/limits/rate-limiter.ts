/**
 * The platform rate limiter: attempts counted in fixed windows that every instance sees (the
 * database by default, Redis when configured), and the two ways services use it.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

export type RateRule = { name: string; limit: number; windowMs: number };

/** Counts attempts in fixed windows where every instance sees them (the database, or Redis). */
export type RateLimiter = {
  /**
   * Adds `by` attempts (default one; -1 gives one back) and returns the window's count and when
   * the window ends (ms since epoch).
   */
  hit(key: string, windowMs: number, now: Date, by?: number): Promise<{ count: number; resetAt: number }>;
};

/** Windows kept in the table rate_limits: the default, which needs nothing else running. */
export function databaseLimiter(db: Db): RateLimiter {
  return {
    async hit(key, windowMs, now, by = 1) {
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const resetAt = windowStart.getTime() + windowMs;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, count: by })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + ${by}` },
        })
        .returning({ count: rateLimits.count });
      return { count: row?.count ?? by, resetAt };
    },
  };
}

/** Counts one attempt; throws rate_limited (429 with Retry-After) once the window's limit is passed. */
export async function consumeRate(
  limiter: RateLimiter,
  rule: RateRule,
  subject: string,
  now = new Date(),
): Promise<void> {
  const { count, resetAt } = await limiter.hit(`${rule.name}:${subject}`, rule.windowMs, now);
  if (count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
    throw new DomainError("rate_limited", "rate_limited", { retryAfter });
  }
}

/**
 * A lock-out after repeated failures. Each attempt is charged before it runs (`take` refuses with
 * 429 and Retry-After once the window holds more than `rule.limit`), so a burst of parallel
 * attempts cannot outrun the count; an attempt that turns out not to be a failure is given back.
 */
export function failureBudget(limiter: RateLimiter, rule: RateRule, subject: string, code: string) {
  const key = `${rule.name}:${subject}`;
  return {
    async take(now: Date) {
      const { count, resetAt } = await limiter.hit(key, rule.windowMs, now);
      if (count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
        throw new DomainError("rate_limited", code, { retryAfter });
      }
    },
    giveBack: (now: Date) => limiter.hit(key, rule.windowMs, now, -1),
  };
}

/** Drops finished windows (run by the cleanup job). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${new Date(now.getTime() - 24 * 60 * 60_000)}`)
    .returning({ key: rateLimits.key });
  return rows.length;
}
