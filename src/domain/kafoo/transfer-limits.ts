/**
 * The daily limits of credit transfer per sending line (count and amount, per Baghdad day),
 * counted from the line's own ledger. Read while the sender's balance row is locked, so that the
 * line's parallel transfers queue and none outruns the limit.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { KafooConfig } from "../../config/kafoo-config.ts";
import type { Db } from "../../db/client.server.ts";
import { ledgerEntries } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

const DAY_MS = 24 * 60 * 60_000;
/** Baghdad is UTC+3 all year. */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60_000;

/** The instant today began in Baghdad, and the next midnight there. */
export function baghdadDay(now: Date): { start: Date; end: Date } {
  const shifted = now.getTime() + BAGHDAD_OFFSET_MS;
  const start = shifted - (shifted % DAY_MS) - BAGHDAD_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** How many transfers the line sent today, and how much. */
export async function sentToday(db: Db, lineId: string, now: Date): Promise<{ count: number; amountIqd: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(-sum(${ledgerEntries.amountIqd}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.lineId, lineId),
        eq(ledgerEntries.kind, "transfer_out"),
        gte(ledgerEntries.createdAt, baghdadDay(now).start),
      ),
    );
  return { count: row?.count ?? 0, amountIqd: row?.amount ?? 0 };
}

/** Refuses an amount outside the configured minimum and maximum. */
export function checkAmount(rules: KafooConfig["transfer"], amountIqd: number): void {
  if (amountIqd < rules.minIqd || amountIqd > rules.maxIqd) {
    throw new DomainError("invalid", "kafoo_amount_out_of_range", {
      field: "amountIqd",
      min: rules.minIqd,
      max: rules.maxIqd,
    });
  }
}

/** Refuses a transfer past today's count or amount, with Retry-After until Baghdad midnight. */
export async function checkDailyLimits(
  db: Db,
  rules: KafooConfig["transfer"],
  lineId: string,
  amountIqd: number,
  now: Date,
): Promise<void> {
  const today = await sentToday(db, lineId, now);
  const retryAfter = Math.max(1, Math.ceil((baghdadDay(now).end.getTime() - now.getTime()) / 1000));
  if (today.count + 1 > rules.dailyCount) {
    throw new DomainError("rate_limited", "kafoo_daily_count_reached", { retryAfter, limit: rules.dailyCount });
  }
  if (today.amountIqd + amountIqd > rules.dailyIqd) {
    throw new DomainError("rate_limited", "kafoo_daily_amount_reached", {
      retryAfter,
      limit: rules.dailyIqd,
      left: Math.max(0, rules.dailyIqd - today.amountIqd),
    });
  }
}
