/** Rated usage from the network feed, and the rate card that prices usage outside buckets. */
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { paidFromNames } from "../../contracts/usage-records.ts";
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
    type: text("type", { enum: usageTypes }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** Kilobytes, seconds or messages. */
    quantity: integer("quantity").notNull(),
    /** on_net, off_net, international or roaming, for calls and SMS. */
    destination: text("destination"),
    app: text("app"),
    /** Where the line was (ISO 3166-1 alpha-2): "IQ" at home, the visited country when roaming. */
    country: text("country").notNull().default("IQ"),
    /**
     * The other party of a call or SMS as the customer sees it, partly hidden ("0770 ••• ••12"): the
     * site never needs the whole number, so it is never stored (docs/decisions/070-itemised-usage.md).
     */
    peer: text("peer"),
    fromBuckets: integer("from_buckets").notNull().default(0),
    /**
     * What paid for it, decided by the rating engine at the time of use: a bundle's allowance, the
     * main balance (a postpaid line's bill), both, or nothing (a free rate).
     */
    paidFrom: text("paid_from", { enum: paidFromNames }).notNull().default("balance"),
    /** The offering (bundle or plan) whose allowance paid first, when a bundle paid; null otherwise. */
    paidFromOffering: text("paid_from_offering"),
    chargedIqd: integer("charged_iqd").notNull().default(0),
    overageIqd: integer("overage_iqd").notNull().default(0),
    ratedAt: timestamp("rated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("usage_records_type_known", sql`${t.type} in ('data', 'voice', 'sms')`),
    check("usage_records_quantity_positive", sql`${t.quantity} > 0`),
    check("usage_records_country_iso", sql`${t.country} ~ '^[A-Z]{2}$'`),
    check("usage_records_paid_from_known", sql.raw(`paid_from in (${paidFromNames.map((k) => `'${k}'`).join(", ")})`)),
    index("usage_records_line_time").on(t.lineId, t.occurredAt),
  ],
);

/**
 * A line's rated usage summed per Baghdad day, type, destination and app: what the usage page and
 * its totals read, so they cost the same whatever the number of events (decision 044). Kept by the
 * rating engine in the transaction that records the event; never written anywhere else.
 */
export const usageDaily = pgTable(
  "usage_daily",
  {
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    /** The business day (Asia/Baghdad) the events occurred on. */
    day: date("day", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    /** The event's destination, "on_net" when the network gave none. */
    destination: text("destination").notNull(),
    /** The app of data events, "other" when the network named none or for calls and SMS. */
    app: text("app").notNull(),
    quantity: bigint("quantity", { mode: "number" }).notNull(),
    chargedIqd: bigint("charged_iqd", { mode: "number" }).notNull(),
    events: integer("events").notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.day, t.type, t.destination, t.app] })],
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
