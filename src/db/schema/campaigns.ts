import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { campaignKinds } from "../../contracts/campaign.ts";
import type { LocaleCode } from "../../i18n/locales.ts";

/** What makes a member-area page a campaign: its window, what it features, its terms, its successor. */
export const campaigns = pgTable(
  "campaigns",
  {
    /** The page's slug without "member-area/" ("iphone-16"); the page holds hero, benefits and CTA. */
    slug: text("slug").primaryKey(),
    kind: text("kind", { enum: campaignKinds }).notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    successor: text("successor"),
    offerings: text("offerings").array().notNull(),
    terms: jsonb("terms").$type<Record<LocaleCode, string[]>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("campaigns_kind_known", sql.raw(`${t.kind.name} in (${campaignKinds.map((k) => `'${k}'`).join(", ")})`)),
    check("campaigns_window_ordered", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A visitor's request to buy a device, for the sales team to call back. One open request per number
 * and device: asking again updates it instead of creating a second one (and a second SMS).
 */
export const deviceOrderLeads = pgTable(
  "device_order_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short reference read out on the phone and printed in the SMS ("ZL-7K3M9Q"). */
    reference: text("reference").notNull().unique(),
    campaign: text("campaign").notNull(),
    offering: text("offering").notNull(),
    storageGb: integer("storage_gb").notNull(),
    colour: text("colour").notNull(),
    fullName: text("full_name").notNull(),
    msisdn: text("msisdn").notNull(),
    locale: text("locale").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("device_order_leads_status_known", sql`${t.status} in ('open', 'contacted', 'closed')`),
    uniqueIndex("device_order_leads_one_open").on(t.msisdn, t.offering).where(sql`${t.status} <> 'closed'`),
    index("device_order_leads_created").on(t.createdAt),
  ],
);

/** Phone models and whether they work on 4G, for the checker on member-area/check-4g-page. */
export const handsets = pgTable(
  "handsets",
  {
    id: serial("id").primaryKey(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased "brand model aliases…", what a search matches against. */
    searchText: text("search_text").notNull(),
    year: integer("year").notNull(),
    lte: boolean("lte").notNull(),
    volte: boolean("volte").notNull(),
  },
  (t) => [uniqueIndex("handsets_brand_model").on(t.brand, t.model)],
);
