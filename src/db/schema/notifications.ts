import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { notificationKinds } from "../../contracts/myzain.ts";
import { accounts, lines } from "./accounts.ts";

/** Messages to a customer in myzain; `dedupeKey` stops a job from saying the same thing twice. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    lineId: uuid("line_id").references(() => lines.id),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    dedupeKey: text("dedupe_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_dedupe").on(t.accountId, t.dedupeKey),
    index("notifications_account_time").on(t.accountId, t.createdAt),
  ],
);
