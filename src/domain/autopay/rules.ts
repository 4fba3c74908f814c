/**
 * Automatic payment rules of the customer's own lines (issue 20): recharge X when the balance falls
 * below Y, recharge X on a day of the month (prepaid), or pay the bill in full on its due date
 * (postpaid). One rule of each kind per line; setting it again replaces it and resumes it.
 */
import { and, eq, ne } from "drizzle-orm";
import type { AutoPayRuleView } from "../../contracts/api/autopay.ts";
import { type AutoPayRuleInput, autoPayRuleSchema } from "../../contracts/autopay.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { autoPayRules, savedPaymentMethods } from "../../db/schema/index.ts";
import { ownerOf, type ServiceCall, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { ownedLine } from "../lines/line-access.ts";
import { ruleView } from "./views.ts";

/** The trigger of a monthly rule in a Baghdad month: `month:2026-11`. */
export const monthKey = (now: Date) => `month:${baghdadToday(now).slice(0, 7)}`;

/** Whether this Baghdad day is past the rule's day: a rule set after its day starts next month. */
const pastDay = (now: Date, day: number) => Number(baghdadToday(now).slice(8, 10)) > day;

// Written out rather than ServiceCall<AutoPayRuleInput>, which would split the union of kinds.
export async function setAutoPayRule({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: AutoPayRuleInput;
}): Promise<AutoPayRuleView> {
  const rule = autoPayRuleSchema.parse(input);
  const owner = ownerOf(ctx);
  const { accountId } = owner;
  const line = await ownedLine(ctx.db, owner, rule.lineId);
  const wants = rule.kind === "bill_due" ? "postpaid" : "prepaid";
  if (line.billing !== wants) throw new DomainError("invalid", `autopay_needs_${wants}`, { field: "lineId" });
  const [method] = await ctx.db
    .select()
    .from(savedPaymentMethods)
    .where(
      and(
        eq(savedPaymentMethods.id, rule.methodId),
        eq(savedPaymentMethods.accountId, accountId),
        eq(savedPaymentMethods.state, "active"),
      ),
    );
  if (!method) throw new DomainError("invalid", "payment_method_not_found", { field: "methodId" });
  const { minIqd, maxIqd } = ctx.env.config.payments.limits;
  if (rule.kind !== "bill_due") {
    if (rule.amount < minIqd) throw new DomainError("invalid", "amount_too_small", { field: "amount", min: minIqd });
    if (rule.amount > maxIqd) throw new DomainError("invalid", "amount_too_large", { field: "amount", max: maxIqd });
  }
  if (rule.kind === "below_balance" && rule.threshold > maxIqd) {
    throw new DomainError("invalid", "autopay_threshold_too_large", { field: "threshold", max: maxIqd });
  }
  const fields = {
    methodId: method.id,
    amountIqd: rule.kind === "bill_due" ? null : rule.amount,
    thresholdIqd: rule.kind === "below_balance" ? rule.threshold : null,
    dayOfMonth: rule.kind === "monthly" ? rule.day : null,
    state: "active" as const,
    pausedReason: null,
    attempts: 0,
    nextAttemptAt: null,
    updatedAt: ctx.now,
  };
  // A monthly rule set after its day waits for next month rather than paying at once.
  const skipThisMonth = rule.kind === "monthly" && pastDay(ctx.now, rule.day) ? monthKey(ctx.now) : null;
  const saved = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(autoPayRules)
      .values({
        accountId,
        lineId: line.id,
        kind: rule.kind,
        ...fields,
        triggerKey: skipThisMonth,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [updated] = await tx
      .update(autoPayRules)
      // Set again (changed, or resumed after its card was declined): it applies afresh, so a
      // balance already below the threshold or a bill already due is paid at the next run.
      .set({ ...fields, triggerKey: skipThisMonth })
      .where(
        and(
          eq(autoPayRules.lineId, line.id),
          eq(autoPayRules.kind, rule.kind),
          eq(autoPayRules.accountId, accountId),
          ne(autoPayRules.state, "removed"),
        ),
      )
      .returning();
    // The line's rule of this kind belongs to someone who held the line before: not this customer's to change.
    if (!updated) throw new DomainError("conflict", "autopay_rule_exists");
    return updated;
  });
  return ruleView(saved, line.msisdn, method);
}

export async function removeAutoPayRule({ ctx, input }: ServiceCall<{ id: string }>): Promise<void> {
  const { accountId } = ownerOf(ctx);
  if (!/^[0-9a-f-]{36}$/i.test(input.id)) throw new DomainError("not_found", "autopay_rule_not_found");
  const [removed] = await ctx.db
    .update(autoPayRules)
    .set({ state: "removed", nextAttemptAt: null, updatedAt: ctx.now })
    .where(and(eq(autoPayRules.id, input.id), eq(autoPayRules.accountId, accountId), ne(autoPayRules.state, "removed")))
    .returning({ id: autoPayRules.id });
  if (!removed) throw new DomainError("not_found", "autopay_rule_not_found");
}
