/**
 * How many bundles may be given per Baghdad day: per paying account, and to one number from
 * everyone together (so nobody can flood a number with gift SMS). Counted in the platform's
 * database windows (src/domain/limits) inside the gift's own transaction: a gift that fails
 * takes its count back with everything else, a retry that replays its key counts nothing, and
 * the window's row lock makes parallel gifts of one payer queue, so none outruns the limit.
 */
import type { Db } from "../../db/client.server.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { databaseCounter } from "../limits/rate-limiter.ts";

const DAY_MS = 24 * 60 * 60_000;
/** Baghdad is UTC+3 all year: shifting the clock by this puts the daily window's edge at local midnight. */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60_000;

/**
 * Counts one gift against the payer's day, then the recipient's, or refuses: 429
 * `gift_limit_reached` (the payer's) or `gift_recipient_limit_reached` (the number's), with
 * Retry-After until the next Baghdad midnight. Call it inside the gift's transaction, before
 * anything else is written; always in this order, so two gifts never wait on each other's rows.
 */
export async function countGift(
  tx: Db,
  ctx: Pick<ServiceContext, "env" | "now">,
  payerAccountId: string,
  recipientLineId: string,
): Promise<void> {
  const { perPayerDaily, perRecipientDaily } = ctx.env.config.gifts;
  const counter = databaseCounter(tx);
  // The counter's windows start at multiples of a day since the epoch (UTC); the shifted clock
  // makes them start at Baghdad midnight. Both ends are shifted, so the wait comes out right.
  const at = new Date(ctx.now.getTime() + BAGHDAD_OFFSET_MS);
  const windows = [
    { key: `gifts:payer:${payerAccountId}`, limit: perPayerDaily, code: "gift_limit_reached" },
    { key: `gifts:recipient:${recipientLineId}`, limit: perRecipientDaily, code: "gift_recipient_limit_reached" },
  ];
  for (const w of windows) {
    const { count, resetAt } = await counter.hit(w.key, DAY_MS, at);
    if (count > w.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000));
      throw new DomainError("rate_limited", w.code, { retryAfter, limit: w.limit });
    }
  }
}
