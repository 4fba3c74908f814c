import { sql } from "drizzle-orm";
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { audiences, type FairUse, offeringTags, offeringTypes } from "../../contracts/catalogue.ts";

export type Allowances = {
  dataMb: number | null;
  onNetMinutes: number | null;
  offNetMinutes: number | null;
  sms: number | null;
  apps: string[];
};

export type DeviceDetails = {
  brand: string;
  model: string;
  options: { storageGb: number; colours: string[]; priceIqd: number; inStock: boolean }[];
  preorder: { from: string; to: string } | null;
};

/** Product offerings (TMF620): what can be bought, for whom, where, for how long and at what price. */
export const offerings = pgTable(
  "offerings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    type: text("type", { enum: offeringTypes }).notNull(),
    priceIqd: integer("price_iqd").notNull(),
    validityDays: integer("validity_days"),
    allowances: jsonb("allowances").$type<Allowances>().notNull(),
    audiences: text("audiences", { enum: audiences }).array().notNull(),
    countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags", { enum: offeringTags }).array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer("sort_order").notNull().default(0),
    listed: boolean("listed").notNull().default(true),
    sellableFrom: date("sellable_from"),
    sellableTo: date("sellable_to"),
    device: jsonb("device").$type<DeviceDetails>(),
    /** USSD code that buys it from the dial pad (`*225*3#`), if it can be bought that way. */
    activationCode: text("activation_code"),
    /** Unlimited data's daily full-speed amount and the speed after it. */
    fairUse: jsonb("fair_use").$type<FairUse>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("offerings_price_not_negative", sql`${t.priceIqd} >= 0`),
    check("offerings_validity_positive", sql`${t.validityDays} is null or ${t.validityDays} > 0`),
  ],
);

export const offeringTranslations = pgTable(
  "offering_translations",
  {
    offeringId: uuid("offering_id")
      .notNull()
      .references(() => offerings.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: ["en", "ar", "ku"] }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.offeringId, t.locale] })],
);
