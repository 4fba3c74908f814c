/**
 * A business line's monthly spend limit (docs/decisions/074-business-users-and-spend-limits.md).
 * Enforced in `debit`, the one path every charge takes, inside the charge's own transaction: no
 * page, API call or assistant action can start a charge that escapes it.
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { LedgerKind } from "../../contracts/myzain.ts";
import type { Db } from "../../db/client.server.ts";
import { ledgerEntries, lineBalances, lineSpendLimits } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/**
 * Charges the network or the operator start, which a spend limit never refuses: usage is cut by
 * the charging system, renewals and plan fees run as jobs, tax and corrections are the operator's,
 * and an advance is repaid from the next recharge. Any other debit (bundles, transfers, gifts,
 * services, and whatever kind comes next) was started by a user and is checked.
 */
const NOT_STARTED_BY_USERS: ReadonlySet<LedgerKind> = new Set(["usage", "renewal", "adjustment", "advance_repay"]);

const HOUR = 60 * 60_000;

/**
 * When the line's current month began: its bill-cycle day (postpaid) or the 1st (prepaid), at
 * midnight in Baghdad (UTC+3, no daylight saving).
 */
export function cycleStart(cycleDay: number | null, at: Date): Date {
  const day = cycleDay ?? 1;
  const local = new Date(at.getTime() + 3 * HOUR);
  const back = local.getUTCDate() < day ? 1 : 0;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, day) - 3 * HOUR);
}

/** Money taken from each line since its cycle began (all debits, whoever started them). */
export async function spentThisCycle(
  db: Db,
  lines: readonly { id: string; cycleDay: number | null }[],
  at: Date,
): Promise<Map<string, number>> {
  const spent = new Map<string, number>();
  if (lines.length === 0) return spent;
  const starts = new Map(lines.map((l) => [l.id, cycleStart(l.cycleDay, at)]));
  const earliest = new Date(Math.min(...[...starts.values()].map((d) => d.getTime())));
  const rows = await db
    .select({ lineId: ledgerEntries.lineId, amount: ledgerEntries.amountIqd, at: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(
      and(
        inArray(
          ledgerEntries.lineId,
          lines.map((l) => l.id),
        ),
        gte(ledgerEntries.createdAt, earliest),
        lt(ledgerEntries.amountIqd, 0),
      ),
    );
  for (const row of rows) {
    const start = starts.get(row.lineId);
    if (start && row.at >= start) spent.set(row.lineId, (spent.get(row.lineId) ?? 0) - row.amount);
  }
  return spent;
}

/**
 * Refuses a charge a user started when it would take the line's spend this month past its limit.
 * The line's balance row is locked first, so two charges at once are counted one after the other.
 */
export async function enforceSpendLimit(db: Db, lineId: string, amountIqd: number, kind: LedgerKind, at: Date) {
  if (NOT_STARTED_BY_USERS.has(kind)) return;
  const [limit] = await db
    .select({ limitIqd: lineSpendLimits.monthlyLimitIqd })
    .from(lineSpendLimits)
    .where(eq(lineSpendLimits.lineId, lineId));
  if (!limit) return;
  const [line] = await db
    .select({ cycleDay: lineBalances.billCycleDay })
    .from(lineBalances)
    .where(eq(lineBalances.lineId, lineId))
    .for("update");
  const since = cycleStart(line?.cycleDay ?? null, at);
  const [row] = await db
    .select({ spent: sql<number>`coalesce(-sum(${ledgerEntries.amountIqd}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.lineId, lineId), gte(ledgerEntries.createdAt, since), lt(ledgerEntries.amountIqd, 0)));
  const spent = row?.spent ?? 0;
  if (spent + amountIqd > limit.limitIqd) {
    throw new DomainError("conflict", "spend_limit_reached", {
      limit: limit.limitIqd,
      left: Math.max(0, limit.limitIqd - spent),
    });
  }
}
