/** Reward points: one balance per customer account and its ledger (DESIGN.md "Staff, orders, points and tickets"). */
import { sql } from "drizzle-orm";
import {
  bigserial,
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
import { pointsEntryKinds, pointsTiers } from "../../contracts/points.ts";
import { accounts } from "./accounts.ts";

/** The points of a customer account. Never negative: the database refuses it, whatever the code does. */
export const pointsAccounts = pgTable(
  "points_accounts",
  {
    accountId: uuid("account_id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    tier: text("tier", { enum: pointsTiers }).notNull().default("silver"),
    tierSince: timestamp("tier_since", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("points_accounts_not_negative", sql`${t.balance} >= 0`)],
);

/**
 * Every change to a points balance, in the transaction of the change: an account's entries sum to
 * its balance, and so do the `remaining` points of its earned lots (spending and expiry use the
 * oldest lots first). `event` names what caused the entry and is unique per account, so a retried
 * or duplicated event is recorded once ("payment:<id>", "subscription:<id>", "task:email", ...).
 */
export const pointsEntries = pgTable(
  "points_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: pointsEntryKinds }).notNull(),
    points: integer("points").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    event: text("event").notNull(),
    /** An earned lot: the points of it not yet spent, expired or taken back; null for other kinds. */
    remaining: integer("remaining"),
    /** An earned lot: when what remains of it expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("points_entries_kind_known", sql.raw(`kind in (${pointsEntryKinds.map((k) => `'${k}'`).join(", ")})`)),
    check("points_entries_not_zero", sql`${t.points} <> 0`),
    check("points_entries_balance_not_negative", sql`${t.balanceAfter} >= 0`),
    check(
      "points_entries_lots",
      sql`(${t.kind} = 'earn' and ${t.points} > 0 and ${t.remaining} between 0 and ${t.points} and ${t.expiresAt} is not null)
        or (${t.kind} <> 'earn' and ${t.points} < 0 and ${t.remaining} is null)`,
    ),
    uniqueIndex("points_entries_one_per_event").on(t.accountId, t.event),
    index("points_entries_account_time").on(t.accountId, t.createdAt, t.id),
    index("points_entries_open_lots").on(t.accountId, t.expiresAt, t.id).where(sql`${t.remaining} > 0`),
  ],
);
