import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

export type RateRule = { name: string; limit: number; windowMs: number };

/** The limits of ASVS V2.2: per number and per client, for sign-in, sending codes and checking codes. */
export const RATE_RULES = {
  loginPerNumber: { name: "login:msisdn", limit: 10, windowMs: 15 * 60_000 },
  loginPerClient: { name: "login:client", limit: 50, windowMs: 15 * 60_000 },
  codeSendPerNumber: { name: "code-send:msisdn", limit: 5, windowMs: 60 * 60_000 },
  codeSendPerClient: { name: "code-send:client", limit: 20, windowMs: 60 * 60_000 },
  codeCheckPerClient: { name: "code-check:client", limit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * Counts one attempt in a fixed window kept in the database, so every instance sees the same
 * counts. Throws rate_limited (429 with Retry-After) once the window's limit is passed.
 */
export async function consumeRate(db: Db, rule: RateRule, subject: string, now = new Date()): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const key = `${rule.name}:${subject}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
    throw new DomainError("rate_limited", "rate_limited", { retryAfter });
  }
}

/** Drops finished windows (run by the cleanup job). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${new Date(now.getTime() - 24 * 60 * 60_000)}`)
    .returning({ key: rateLimits.key });
  return rows.length;
}
