import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { numberTiers } from "../../contracts/numbers.ts";
import { offerings } from "./catalogue.ts";

/**
 * Numbers for sale (issue 16). A number is free, held by one order for a while, or sold to it.
 * The consistency of state, holder and hold time is a database rule, so no code path can leave a
 * free number with a holder or a sold number without its buyer. Searching (docs/decisions/048):
 * `reverse(msisdn)` for "ends with", a GIN index over the number's digit triples for "contains"
 * (hand-written in the migration, with its function), and `shuffle` for a fixed random order.
 */
export const numberPool = pgTable(
  "number_pool",
  {
    msisdn: text("msisdn").primaryKey(),
    tier: text("tier", { enum: numberTiers }).notNull(),
    priceIqd: integer("price_iqd").notNull(),
    state: text("state", { enum: ["free", "held", "sold"] })
      .notNull()
      .default("free"),
    /** The order holding or having bought the number; null while free. */
    holderId: uuid("holder_id"),
    /** When a hold lapses; null while held means held until released (an order being paid or reviewed). */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /** A random key fixed at insert: lists walk it from a random point, so visitors see different numbers. */
    shuffle: integer("shuffle").notNull().default(sql`floor(random() * 2147483647)::int`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("number_pool_msisdn_format", sql`${t.msisdn} ~ '^9647[0-9]{9}$'`),
    check("number_pool_tier_known", sql`${t.tier} in ('standard', 'premium', 'gold')`),
    check("number_pool_price", sql`${t.priceIqd} >= 0 and (${t.tier} <> 'standard' or ${t.priceIqd} = 0)`),
    check("number_pool_state_known", sql`${t.state} in ('free', 'held', 'sold')`),
    check("number_pool_holder_matches_state", sql`(${t.state} = 'free') = (${t.holderId} is null)`),
    check("number_pool_hold_time_only_when_held", sql`${t.heldUntil} is null or ${t.state} = 'held'`),
    index("number_pool_free_shuffle").on(t.shuffle).where(sql`${t.state} = 'free'`),
    index("number_pool_free_tier_shuffle").on(t.tier, t.shuffle).where(sql`${t.state} = 'free'`),
    index("number_pool_free_suffix")
      .using("btree", sql`reverse(${t.msisdn}) text_pattern_ops`)
      .where(sql`${t.state} = 'free'`),
    index("number_pool_holder").on(t.holderId).where(sql`${t.holderId} is not null`),
    index("number_pool_hold_expiry").on(t.heldUntil).where(sql`${t.state} = 'held'`),
  ],
);

/**
 * Phones on hand per option of a device offering (storage and colour, as the catalogue lists them).
 * `held` units are reserved by open orders and never exceed what is on hand; pre-orders (before
 * `available_from`, when allowed) are counted apart, since they are promised from a delivery that
 * has not arrived yet.
 */
export const deviceStock = pgTable(
  "device_stock",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offering: text("offering")
      .notNull()
      .references(() => offerings.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    storageGb: integer("storage_gb").notNull(),
    colour: text("colour").notNull(),
    onHand: integer("on_hand").notNull().default(0),
    held: integer("held").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    /** Pre-orders taken and not yet sold or released. */
    preordered: integer("preordered").notNull().default(0),
    /** Release day (Baghdad); nothing is sold from stock before it. Null: on sale now. */
    availableFrom: date("available_from"),
    /** Whether orders may be taken before `available_from` (as pre-orders). */
    preorder: boolean("preorder").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("device_stock_option").on(t.offering, t.storageGb, t.colour),
    check("device_stock_counts", sql`${t.onHand} >= 0 and ${t.held} >= 0 and ${t.sold} >= 0 and ${t.preordered} >= 0`),
    check("device_stock_held_within_hand", sql`${t.held} <= ${t.onHand}`),
    check("device_stock_storage_positive", sql`${t.storageGb} > 0`),
  ],
);

/** One reservation of one phone by one order: what release and commit settle, exactly once each. */
export const deviceHolds = pgTable(
  "device_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stockId: uuid("stock_id")
      .notNull()
      .references(() => deviceStock.id, { onDelete: "cascade" }),
    holderId: uuid("holder_id").notNull(),
    kind: text("kind", { enum: ["stock", "preorder"] }).notNull(),
    state: text("state", { enum: ["held", "sold", "released"] })
      .notNull()
      .default("held"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("device_holds_kind_known", sql`${t.kind} in ('stock', 'preorder')`),
    check("device_holds_state_known", sql`${t.state} in ('held', 'sold', 'released')`),
    index("device_holds_holder").on(t.holderId),
  ],
);
