/** Value-added (digital) services and the lines subscribed to them (issue 21, "Other services"). */
import { sql } from "drizzle-orm";
import {
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
import { digitalServiceCategories, renewalPeriods } from "../../contracts/digital-services.ts";
import { lines } from "./accounts.ts";

type Localized = { en: string; ar: string; ku: string };

/**
 * The operator's digital services (caller tunes, SMS services, games, streaming): a price taken
 * every renewal period. Seeded from content/catalogue/digital-services.json; a service withdrawn
 * from sale keeps its row (`on_sale` false) so existing subscriptions still have a name.
 */
export const digitalServices = pgTable(
  "digital_services",
  {
    slug: text("slug").primaryKey(),
    category: text("category", { enum: digitalServiceCategories }).notNull(),
    /** Who provides the content (the operator itself or a partner), shown with the price. */
    provider: jsonb("provider").$type<Localized>().notNull(),
    priceIqd: integer("price_iqd").notNull(),
    renewal: text("renewal", { enum: renewalPeriods }).notNull(),
    names: jsonb("names").$type<Localized>().notNull(),
    descriptions: jsonb("descriptions").$type<Localized>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    onSale: boolean("on_sale").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("digital_services_price_positive", sql`${t.priceIqd} > 0`),
    check("digital_services_renewal_known", sql`${t.renewal} in ('daily', 'weekly', 'monthly')`),
  ],
);

/**
 * A line's subscription to a digital service. `paid_until` is the end of the period already
 * charged: the renewal job charges the next period once (a conditional update moves `paid_until`
 * in the charge's transaction) or lapses the subscription. At most one active subscription per
 * line and service, enforced by the database.
 */
export const digitalServiceSubscriptions = pgTable(
  "digital_service_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    serviceSlug: text("service_slug")
      .notNull()
      .references(() => digitalServices.slug),
    /** What the last period cost. */
    priceIqd: integer("price_iqd").notNull(),
    status: text("status", { enum: ["active", "cancelled", "lapsed"] })
      .notNull()
      .default("active"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    paidUntil: timestamp("paid_until", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    check("digital_service_subscriptions_status_known", sql`${t.status} in ('active', 'cancelled', 'lapsed')`),
    uniqueIndex("digital_service_subscriptions_one_active")
      .on(t.lineId, t.serviceSlug)
      .where(sql`${t.status} = 'active'`),
    index("digital_service_subscriptions_due").on(t.status, t.paidUntil),
  ],
);
