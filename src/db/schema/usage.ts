/** Rated usage from the network feed, and the rate card that prices usage outside buckets. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { lines } from "./accounts.ts";

export const usageTypes = ["data", "voice", "sms"] as const;

/**
 * Rated usage (TMF635). The event id comes from the network, so a repeated event is ignored. What
 * buckets covered and what the balance paid are kept, and the overage a cut session left unpaid.
 */
export const usageRecords = pgTable(
  "usage_records",
  {
    eventId: text("event_id").primaryKey(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    type: text("type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** Kilobytes, seconds or messages. */
    quantity: integer("quantity").notNull(),
    /** on_net, off_net, international or roaming, for calls and SMS. */
    destination: text("destination"),
    app: text("app"),
    fromBuckets: integer("from_buckets").notNull().default(0),
    chargedIqd: integer("charged_iqd").notNull().default(0),
    overageIqd: integer("overage_iqd").notNull().default(0),
    ratedAt: timestamp("rated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("usage_records_type_known", sql`${t.type} in ('data', 'voice', 'sms')`),
    check("usage_records_quantity_positive", sql`${t.quantity} > 0`),
    index("usage_records_line_time").on(t.lineId, t.occurredAt),
  ],
);

/**
 * What usage beyond the buckets costs, in whole IQD per unit (MB, minute or message), by type and
 * destination ("data", "voice:off_net", "sms:international"); seeded from content/catalogue/rates.json.
 */
export const usageRates = pgTable(
  "usage_rates",
  {
    key: text("key").primaryKey(),
    iqdPerUnit: integer("iqd_per_unit").notNull(),
  },
  (t) => [check("usage_rates_not_negative", sql`${t.iqdPerUnit} >= 0`)],
);
