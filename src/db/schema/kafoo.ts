/**
 * Kafoo (docs/decisions/064-kafoo-transfer-and-advance.md): the services' pause switches and the
 * debt of credit advances, kept apart from the main balance so that it never goes below zero.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { advanceEntryKinds, switchableServices } from "../../contracts/kafoo.ts";
import { lines } from "./accounts.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/** One row per service an operator has switched; a service without a row is running. */
export const serviceSwitches = pgTable(
  "service_switches",
  {
    service: text("service", { enum: switchableServices }).primaryKey(),
    paused: boolean("paused").notNull().default(false),
    note: text("note"),
    /** Staff login or cli:<OS user>, as in the audit trail. */
    changedBy: text("changed_by"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("service_switches_known", inList("service", switchableServices))],
);

/**
 * What a prepaid line owes for advances: amounts granted plus fees, less what recharges repaid.
 * Never below zero; its entries always sum to it.
 */
export const lineAdvances = pgTable(
  "line_advances",
  {
    lineId: uuid("line_id")
      .primaryKey()
      .references(() => lines.id),
    outstandingIqd: integer("outstanding_iqd").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("line_advances_not_negative", sql`${t.outstandingIqd} >= 0`)],
);

/**
 * Every change of an advance debt, in the transaction of the change: `granted` and `fee` raise it
 * (positive), `repaid` lowers it (negative). `details` name the advance and what repaid it.
 */
export const advanceEntries = pgTable(
  "advance_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    kind: text("kind", { enum: advanceEntryKinds }).notNull(),
    amountIqd: integer("amount_iqd").notNull(),
    outstandingAfterIqd: integer("outstanding_after_iqd").notNull(),
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("advance_entries_kind_known", inList("kind", advanceEntryKinds)),
    check(
      "advance_entries_sign",
      sql`case when ${t.kind} = 'repaid' then ${t.amountIqd} < 0 else ${t.amountIqd} > 0 end`,
    ),
    check("advance_entries_outstanding", sql`${t.outstandingAfterIqd} >= 0`),
    index("advance_entries_line_time").on(t.lineId, t.createdAt, t.id),
    // One recharge repays once, whatever the code does.
    uniqueIndex("advance_entries_one_repayment_per_recharge")
      .on(sql`(${t.details}->>'recharge')`)
      .where(sql`${t.kind} = 'repaid'`),
  ],
);
