/**
 * Completes a prepaid-to-postpaid request, all in the caller's transaction (issue 21): the credit
 * advance is settled from the balance first, the line's automatic recharges are switched off, the
 * line becomes postpaid with the plan's credit limit, the balance left is kept as credit for the
 * first bills, and the plan starts. The ledger is untouched apart from the new entries, so the
 * line's prepaid history stays readable on the same number.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { autoPayRules, lineBalances, lines, postpaidConversions } from "../../db/schema/index.ts";
import { startPlan } from "../bundles/plans.ts";
import { type ServiceContext, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { lockDebt, moveDebt } from "../kafoo/advance-debt.ts";
import { debit } from "../lines/money.ts";

type Conversion = typeof postpaidConversions.$inferSelect;

export async function completeConversion(tx: Db, ctx: ServiceContext, conversion: Conversion, decidedBy: string) {
  const at = ctx.now;
  const [line] = await tx.select().from(lines).where(eq(lines.id, conversion.lineId)).for("update");
  if (line?.billing !== "prepaid" || line.status !== "active") {
    throw new DomainError("conflict", "conversion_not_prepaid");
  }
  // The balance row first, then the debt row: the order every money path locks in.
  const [money] = await tx
    .select({ balance: lineBalances.balanceIqd })
    .from(lineBalances)
    .where(eq(lineBalances.lineId, line.id))
    .for("update");
  let balance = money?.balance ?? 0;
  const owed = await lockDebt(tx, line.id);
  if (owed > balance) throw new DomainError("conflict", "conversion_advance_unpaid", { owed, balance });
  if (owed > 0) {
    const details = { conversion: conversion.reference };
    balance = await debit(tx, line.id, owed, { kind: "advance_repay", details, at });
    await moveDebt(tx, line.id, "repaid", -owed, details, at);
  }
  await tx
    .update(autoPayRules)
    .set({ state: "removed", nextAttemptAt: null, updatedAt: at })
    .where(and(eq(autoPayRules.lineId, line.id), ne(autoPayRules.state, "removed")));
  await tx.update(lines).set({ billing: "postpaid" }).where(eq(lines.id, line.id));
  await tx
    .update(lineBalances)
    .set({ creditLimitIqd: conversion.creditLimitIqd, billCycleDay: 1, updatedAt: at })
    .where(eq(lineBalances.lineId, line.id));
  const [done] = await tx
    .update(postpaidConversions)
    .set({
      state: "completed",
      completedAt: at,
      decidedBy,
      advanceSettledIqd: owed,
      carriedIqd: balance,
      creditLeftIqd: balance,
    })
    .where(and(eq(postpaidConversions.id, conversion.id), eq(postpaidConversions.state, "in_review")))
    .returning();
  if (!done) throw new DomainError("conflict", "conversion_already_decided");
  await startPlan({ ctx: withDb(ctx, tx), input: { lineId: line.id, plan: conversion.plan } });
  return done;
}
