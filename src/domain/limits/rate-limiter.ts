/**
 * The platform rate limiter: attempts counted in fixed windows that every instance sees, and the
 * two ways services use it. A rule that guards a secret or money is counted in the database always;
 * only throttles whose reset harms nothing may be counted in Redis (docs/decisions/033-durable-limits-and-redis-throttles.md).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

export type RateRule = {
  name: string;
  limit: number;
  windowMs: number;
  /**
   * True when the limit guards a secret, money or someone else's phone (sign-in, codes, cards,
   * payments, password changes, bill look-ups, anything that sends an SMS): its windows are kept in
   * the database always, so no outage elsewhere restarts them. False only for a throttle whose
   * reset does no harm (search): it may be counted in Redis, and in the database while Redis is away.
   */
  durable: boolean;
};

/** One store of fixed windows that every instance sees (the database, or Redis). */
export type RateCounter = {
  /**
   * Adds `by` attempts (default one; -1 gives one back) and returns the window's count and when
   * the window ends (ms since epoch).
   */
  hit(key: string, windowMs: number, now: Date, by?: number): Promise<{ count: number; resetAt: number }>;
};

/**
 * Where rules are counted: `durable` (the database, for every rule that guards something) and
 * `throttle` (Redis when configured, else the database). `consumeRate` and `failureBudget` pick
 * the store by the rule, so a call site cannot send a secret's limit to Redis.
 */
export type RateLimiter = { durable: RateCounter; throttle: RateCounter };

/** Every rule in the database; `throttle` (e.g. Redis) takes the throttles when given. */
export function databaseLimiter(db: Db, throttle?: RateCounter): RateLimiter {
  const durable = databaseCounter(db);
  return { durable, throttle: throttle ?? durable };
}

const counterFor = (limiter: RateLimiter, rule: RateRule) => (rule.durable ? limiter.durable : limiter.throttle);

/** Windows kept in the table rate_limits: needs nothing besides the database. */
export function databaseCounter(db: Db): RateCounter {
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
  const { count, resetAt } = await counterFor(limiter, rule).hit(`${rule.name}:${subject}`, rule.windowMs, now);
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
  const counter = counterFor(limiter, rule);
  return {
    async take(now: Date) {
      const { count, resetAt } = await counter.hit(key, rule.windowMs, now);
      if (count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
        throw new DomainError("rate_limited", code, { retryAfter });
      }
    },
    giveBack: (now: Date) => counter.hit(key, rule.windowMs, now, -1),
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
