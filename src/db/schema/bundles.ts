/** Bundles a line subscribed to, and the buckets of allowance they give. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bucketKinds } from "../../contracts/myzain.ts";
import { lines } from "./accounts.ts";

/** A bundle or plan a line has taken (TMF637 product inventory). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    offeringSlug: text("offering_slug").notNull(),
    priceIqd: integer("price_iqd").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    autoRenew: boolean("auto_renew").notNull().default(false),
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("subscriptions_status_known", sql`${t.status} in ('active', 'expired', 'cancelled')`),
    index("subscriptions_line_status").on(t.lineId, t.status),
  ],
);

export { bucketKinds };

/**
 * What is left of an allowance (TMF654 bucket). Data in kilobytes, voice in seconds, SMS as a
 * count; `total` null means unlimited under fair use.
 */
export const buckets = pgTable(
  "buckets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id),
    kind: text("kind", { enum: bucketKinds }).notNull(),
    /** For app_data: the apps whose traffic it covers (["whatsapp", "viber"]). */
    apps: text("apps").array(),
    total: integer("total"),
    used: integer("used").notNull().default(0),
    /** A roaming bundle's allowance covers usage abroad only; every other bucket, usage at home. */
    roaming: boolean("roaming").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    check("buckets_kind_known", sql.raw(`kind in (${bucketKinds.map((k) => `'${k}'`).join(", ")})`)),
    check("buckets_used_within_total", sql`${t.used} >= 0 and (${t.total} is null or ${t.used} <= ${t.total})`),
    index("buckets_line_expiry").on(t.lineId, t.expiresAt),
  ],
);
