/**
 * SMS pumping guard (issue 14): messages that anyone can set off without an account (sign-up,
 * reset and recharge codes, device requests, job applications) share a daily budget and an hourly
 * cap per number prefix, so nobody can run up the operator's SMS bill by sending messages to ranges
 * of premium or foreign-routed numbers. The windows are kept in the database
 * (docs/decisions/039-sessions-origin-card-lockout-sms-caps.md).
 */
import { countEvent } from "../../lib/metrics.server.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Baghdad is UTC+3 all year: shifting the clock by this puts the daily window's edge at local midnight. */
const BAGHDAD_OFFSET_MS = 3 * HOUR_MS;

export type SmsCap = "daily" | "prefix";

/** The first six digits of the national number (780123 of 9647801234567): one block of 10,000 numbers. */
export const smsPrefixOf = (msisdn: string) => msisdn.slice(3, 9);

type Window = { cap: SmsCap; key: string; limit: number; windowMs: number; shiftMs: number };

/**
 * Counts one anonymous SMS against its prefix's hourly cap, then against the day's budget. Call it
 * before anything is written: a refusal (429 `sms_cap_reached` with Retry-After) leaves nothing
 * behind. The prefix comes first so that a pumped block of numbers does not spend everyone's budget.
 */
export async function chargeAnonymousSms(ctx: ServiceContext, msisdn: string): Promise<void> {
  const { dailyAnonymousBudget, prefixHourlyCap } = ctx.env.config.sms;
  const prefix = smsPrefixOf(msisdn);
  const prefixWindow: Window = {
    cap: "prefix",
    key: `sms-cap:prefix:${prefix}`,
    limit: prefixHourlyCap,
    windowMs: HOUR_MS,
    shiftMs: 0,
  };
  await charge(ctx, prefixWindow, { prefix });
  try {
    await charge(ctx, {
      cap: "daily",
      key: "sms-cap:daily",
      limit: dailyAnonymousBudget,
      windowMs: DAY_MS,
      shiftMs: BAGHDAD_OFFSET_MS,
    });
  } catch (error) {
    // No message goes out, so the prefix's hour does not keep the charge.
    await ctx.env.limiter.durable.hit(prefixWindow.key, HOUR_MS, ctx.now, -1);
    throw error;
  }
}

async function charge(ctx: ServiceContext, w: Window, detail: Record<string, string> = {}): Promise<void> {
  // The counter's windows start at multiples of their length since the epoch (UTC); a shifted clock
  // moves the daily one to Baghdad midnight. Both ends are shifted, so the wait comes out right.
  const at = new Date(ctx.now.getTime() + w.shiftMs);
  const { count, resetAt } = await ctx.env.limiter.durable.hit(w.key, w.windowMs, at);
  if (count <= w.limit) return;
  const retryAfter = Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000));
  countEvent("sms_cap_hit_total", "Anonymous SMS refused because a sending cap was reached", { cap: w.cap });
  // The first refusal of a window is the one to page about; the rest would only flood the log.
  if (count === w.limit + 1) {
    ctx.env.log.error(
      {
        event: "sms_cap_hit",
        cap: w.cap,
        limit: w.limit,
        windowEndsAt: new Date(resetAt - w.shiftMs).toISOString(),
        ...detail,
      },
      `SMS ${w.cap} cap reached: anonymous messages are refused until the window ends`,
    );
  }
  throw new DomainError("rate_limited", "sms_cap_reached", { retryAfter });
}
