/**
 * The debt of credit advances (docs/decisions/064-kafoo-transfer-and-advance.md): kept in its own
 * ledger (`line_advances`, `advance_entries`), so the main balance never goes below zero, and
 * repaid first from every prepaid recharge in the recharge's own transaction.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { AdvanceEntryKind } from "../../contracts/kafoo.ts";
import type { Db } from "../../db/client.server.ts";
import { advanceEntries, lineAdvances } from "../../db/schema/index.ts";
import { debit } from "../lines/money.ts";
import { notify } from "../notifications/notifications.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { holderOfLine, kafooSms } from "./line-holder.ts";

/**
 * The line's debt row, locked until the transaction ends (created at zero if missing). Every path
 * locks the line's balance row before this one, so two transactions never wait on each other.
 */
export async function lockDebt(tx: Db, lineId: string): Promise<number> {
  await tx.insert(lineAdvances).values({ lineId }).onConflictDoNothing({ target: lineAdvances.lineId });
  const [row] = await tx
    .select({ outstanding: lineAdvances.outstandingIqd })
    .from(lineAdvances)
    .where(eq(lineAdvances.lineId, lineId))
    .for("update");
  return row?.outstanding ?? 0;
}

/** Changes the debt by `amountIqd` (signed) with its entry; returns what is owed after. */
export async function moveDebt(
  tx: Db,
  lineId: string,
  kind: AdvanceEntryKind,
  amountIqd: number,
  details: Record<string, string | number>,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .update(lineAdvances)
    .set({ outstandingIqd: sql`${lineAdvances.outstandingIqd} + ${amountIqd}`, updatedAt: at })
    .where(eq(lineAdvances.lineId, lineId))
    .returning({ outstanding: lineAdvances.outstandingIqd });
  if (!row) throw new Error(`line ${lineId} has no advance record`);
  await tx.insert(advanceEntries).values({
    lineId,
    kind,
    amountIqd,
    outstandingAfterIqd: row.outstanding,
    details,
    createdAt: at,
  });
  return row.outstanding;
}

/** What the line owes for advances now (without locking). */
export async function outstandingOf(db: Db, lineId: string): Promise<number> {
  const [row] = await db
    .select({ outstanding: lineAdvances.outstandingIqd })
    .from(lineAdvances)
    .where(eq(lineAdvances.lineId, lineId));
  return row?.outstanding ?? 0;
}

/** The newest changes of the line's advance debt. */
export async function debtHistory(db: Db, lineId: string, limit = 20) {
  const rows = await db
    .select()
    .from(advanceEntries)
    .where(eq(advanceEntries.lineId, lineId))
    .orderBy(desc(advanceEntries.createdAt), desc(advanceEntries.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: r.kind,
    amountIqd: r.amountIqd,
    outstandingAfterIqd: r.outstandingAfterIqd,
    at: r.createdAt.toISOString(),
  }));
}

export type Repayment = { repaidIqd: number; outstandingIqd: number; balanceIqd: number };

/**
 * Repays the line's advance from a recharge that was just credited (the same transaction):
 * min(recharge, owed) leaves the balance as an `advance_repay` entry and the debt shrinks by as
 * much, so the balance stays at or above zero. `source` names the recharge ("voucher:<serial>",
 * "payment:<id>", "transfer:<id>"): one recharge repays once. The holder is told in myzain and
 * the line by SMS ("IQD 2,000 of your recharge repaid your advance").
 */
export async function repayAdvance(
  tx: Db,
  line: { id: string; msisdn: string; status: string },
  rechargeIqd: number,
  source: string,
  at: Date,
): Promise<Repayment | null> {
  const owed = await lockDebt(tx, line.id);
  if (owed <= 0) return null;
  const repaidIqd = Math.min(rechargeIqd, owed);
  const details = { recharge: source };
  const balanceIqd = await debit(tx, line.id, repaidIqd, { kind: "advance_repay", details, at });
  const outstandingIqd = await moveDebt(tx, line.id, "repaid", -repaidIqd, details, at);
  const holder = await holderOfLine(tx, line.id);
  if (holder) {
    await notify(tx, {
      accountId: holder.accountId,
      lineId: line.id,
      kind: "advance_repaid",
      params: { amount: repaidIqd, total: outstandingIqd, balance: balanceIqd },
      dedupeKey: `advance_repaid:${source}`,
      at,
    });
  }
  const key = outstandingIqd > 0 ? "sms.kafoo.advanceRepaidPart" : "sms.kafoo.advanceRepaid";
  const body = kafooSms(holder, key, {
    amount: repaidIqd,
    outstanding: outstandingIqd,
    balance: balanceIqd,
  });
  if (line.status !== "terminated") await enqueueSms(tx, line.msisdn, body);
  return { repaidIqd, outstandingIqd, balanceIqd };
}
