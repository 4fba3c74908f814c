import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { ledgerEntries, lineBalances } from "../../db/schema/index.ts";
import { enforceSpendLimit } from "../business/spend-limit.ts";
import { DomainError } from "../errors.ts";

export type LedgerKind = (typeof ledgerEntries.$inferInsert)["kind"];

/** Default credit limit of a postpaid line, and its bill day, until the BSS says otherwise. */
export const POSTPAID_CREDIT_LIMIT_IQD = 150_000;

/** Gives a line its money record if it has none (lines arrive from the operator without one). */
export async function ensureBalance(db: Db, line: { id: string; billing: "prepaid" | "postpaid" }) {
  await db
    .insert(lineBalances)
    .values({
      lineId: line.id,
      creditLimitIqd: line.billing === "postpaid" ? POSTPAID_CREDIT_LIMIT_IQD : 0,
      billCycleDay: line.billing === "postpaid" ? 1 : null,
    })
    .onConflictDoNothing({ target: lineBalances.lineId });
}

type Movement = { kind: LedgerKind; details?: Record<string, string | number>; at?: Date };

async function record(db: Db, lineId: string, amountIqd: number, balanceAfterIqd: number, movement: Movement) {
  await db.insert(ledgerEntries).values({
    lineId,
    kind: movement.kind,
    amountIqd,
    balanceAfterIqd,
    details: movement.details ?? {},
    createdAt: movement.at ?? new Date(),
  });
}

/**
 * Takes `amountIqd` from the line in one conditional update, or nothing: the row lock makes
 * concurrent debits queue, the condition keeps the balance within the credit limit (the check
 * constraint is the backstop). Call inside the transaction that records what was bought. A charge
 * a user started is first held to the line's spend limit, if its company set one.
 */
export async function debit(db: Db, lineId: string, amountIqd: number, movement: Movement): Promise<number> {
  if (!Number.isInteger(amountIqd) || amountIqd <= 0) throw new Error(`debit of ${amountIqd}`);
  await enforceSpendLimit(db, lineId, amountIqd, movement.kind, movement.at ?? new Date());
  const [row] = await db
    .update(lineBalances)
    .set({ balanceIqd: sql`${lineBalances.balanceIqd} - ${amountIqd}`, updatedAt: new Date() })
    .where(
      and(
        eq(lineBalances.lineId, lineId),
        sql`${lineBalances.balanceIqd} - ${amountIqd} >= -${lineBalances.creditLimitIqd}`,
      ),
    )
    .returning({ balance: lineBalances.balanceIqd });
  if (!row) throw new DomainError("conflict", "insufficient_balance", { amount: amountIqd });
  await record(db, lineId, -amountIqd, row.balance, movement);
  return row.balance;
}

/**
 * Takes what it can of `amountIqd`, down to the limit, as a charging system cuts a session that
 * costs more than is left. Returns what was taken; the caller records the rest as overage.
 */
export async function debitUpTo(db: Db, lineId: string, amountIqd: number, movement: Movement): Promise<number> {
  const [row] = await db
    .select({ balance: lineBalances.balanceIqd, limit: lineBalances.creditLimitIqd })
    .from(lineBalances)
    .where(eq(lineBalances.lineId, lineId))
    .for("update");
  if (!row) throw new Error(`line ${lineId} has no balance`);
  const taken = Math.max(0, Math.min(amountIqd, row.balance + row.limit));
  if (taken > 0) await debit(db, lineId, taken, movement);
  return taken;
}

/** Adds money (a recharge, a payment, a refund). */
export async function credit(db: Db, lineId: string, amountIqd: number, movement: Movement): Promise<number> {
  if (!Number.isInteger(amountIqd) || amountIqd <= 0) throw new Error(`credit of ${amountIqd}`);
  const [row] = await db
    .update(lineBalances)
    .set({ balanceIqd: sql`${lineBalances.balanceIqd} + ${amountIqd}`, updatedAt: new Date() })
    .where(eq(lineBalances.lineId, lineId))
    .returning({ balance: lineBalances.balanceIqd });
  if (!row) throw new Error(`line ${lineId} has no balance`);
  await record(db, lineId, amountIqd, row.balance, movement);
  return row.balance;
}
