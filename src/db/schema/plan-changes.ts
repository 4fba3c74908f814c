/**
 * Plan changes of postpaid lines and requests to move a prepaid line to postpaid (issue 21,
 * docs/decisions/072-plan-changes-and-postpaid-conversion.md).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { conversionStates, planChangeDirections, planChangeStates } from "../../contracts/plan-changes.ts";
import { accounts, lines } from "./accounts.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A change between Power plans. An upgrade is `applied` at once with `chargeIqd` (the prorated
 * difference, a ledger adjustment billed as a plan change); a downgrade stays `pending` until the
 * plan's period ends, when the bundle job renews the line on the new plan.
 */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    fromPlan: text("from_plan").notNull(),
    toPlan: text("to_plan").notNull(),
    direction: text("direction", { enum: planChangeDirections }).notNull(),
    state: text("state", { enum: planChangeStates }).notNull(),
    chargeIqd: integer("charge_iqd").notNull().default(0),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    check("plan_changes_direction_known", inList("direction", planChangeDirections)),
    check("plan_changes_state_known", inList("state", planChangeStates)),
    check("plan_changes_charge_not_negative", sql`${t.chargeIqd} >= 0`),
    uniqueIndex("plan_changes_one_pending").on(t.lineId).where(sql`${t.state} = 'pending'`),
    index("plan_changes_line_time").on(t.lineId, t.createdAt),
  ],
);

/**
 * A request to move a prepaid line to a postpaid plan, keeping the number. Completed at once when
 * the holder has passed an identity check, else by staff (`in_review`). On completion the prepaid
 * balance left (`carriedIqd`, after the credit advance was settled) stays on the line and pays the
 * first bills: `creditLeftIqd` is what is still to be applied.
 */
export const postpaidConversions = pgTable(
  "postpaid_conversions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    plan: text("plan").notNull(),
    creditLimitIqd: integer("credit_limit_iqd").notNull(),
    state: text("state", { enum: conversionStates }).notNull(),
    advanceSettledIqd: integer("advance_settled_iqd").notNull().default(0),
    carriedIqd: integer("carried_iqd").notNull().default(0),
    creditLeftIqd: integer("credit_left_iqd").notNull().default(0),
    decidedBy: text("decided_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("postpaid_conversions_state_known", inList("state", conversionStates)),
    check("postpaid_conversions_credit_left", sql`${t.creditLeftIqd} >= 0 and ${t.creditLeftIqd} <= ${t.carriedIqd}`),
    check("postpaid_conversions_completed", sql`(${t.state} = 'completed') = (${t.completedAt} is not null)`),
    uniqueIndex("postpaid_conversions_one_open").on(t.lineId).where(sql`${t.state} = 'in_review'`),
    index("postpaid_conversions_queue").on(t.state, t.createdAt),
  ],
);
