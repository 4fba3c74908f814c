import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import {
  deliveryZones,
  type LocalizedText,
  storeKinds,
  storeServices,
  type WeekHours,
} from "../../contracts/places.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/** Iraq's governorates, each in one delivery zone (seeded from content/places/places.json). */
export const governorates = pgTable(
  "governorates",
  {
    id: text("id").primaryKey(),
    zone: text("zone", { enum: deliveryZones }).notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("governorates_zone_known", inList(t.zone.name, deliveryZones))],
);

/** A governorate's main cities; ids are unique within their governorate. */
export const cities = pgTable(
  "cities",
  {
    governorate: text("governorate")
      .notNull()
      .references(() => governorates.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.governorate, t.id] })],
);

/** A city's districts or neighbourhoods, for delivery addresses. */
export const districts = pgTable(
  "districts",
  {
    governorate: text("governorate").notNull(),
    city: text("city").notNull(),
    id: text("id").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.governorate, t.city, t.id] }),
    foreignKey({ columns: [t.governorate, t.city], foreignColumns: [cities.governorate, cities.id] }).onDelete(
      "cascade",
    ),
  ],
);

/**
 * The operator's stores. `source` tells the sample stores of content/places/stores.json from
 * those an operator imported (`stores-import`): once any store was imported, the seed leaves
 * the stores alone (docs/decisions/047-places-and-stores.md).
 */
export const stores = pgTable(
  "stores",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: storeKinds }).notNull().default("store"),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    governorate: text("governorate").notNull(),
    city: text("city").notNull(),
    district: text("district"),
    address: jsonb("address").$type<LocalizedText>().notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    hours: jsonb("hours").$type<WeekHours>().notNull(),
    services: text("services", { enum: storeServices }).array().notNull(),
    /** E.164, an Iraqi landline or mobile. */
    phone: text("phone").notNull(),
    active: boolean("active").notNull().default(true),
    source: text("source", { enum: ["seed", "import"] })
      .notNull()
      .default("seed"),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A district, when given, must be one of the city's (MATCH SIMPLE skips the check when null).
    foreignKey({ columns: [t.governorate, t.city], foreignColumns: [cities.governorate, cities.id] }),
    foreignKey({
      columns: [t.governorate, t.city, t.district],
      foreignColumns: [districts.governorate, districts.city, districts.id],
    }),
    index("stores_place_idx").on(t.governorate, t.city),
    check("stores_latitude_in_iraq", sql`${t.latitude} between 29 and 37.4`),
    check("stores_longitude_in_iraq", sql`${t.longitude} between 38.7 and 48.7`),
    check("stores_has_services", sql`cardinality(${t.services}) > 0`),
    check("stores_source_known", inList(t.source.name, ["seed", "import"])),
    check("stores_kind_known", inList(t.kind.name, storeKinds)),
  ],
);
