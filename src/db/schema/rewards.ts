/**
 * Rewards bought with points, partner codes, charity donations and free voucher campaigns
 * (issue 18, docs/decisions/057-rewards.md). The catalogue comes from content/rewards/catalogue.json;
 * stock lives here and is taken by one conditional update, never below zero.
 */
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
import type { FreeVoucherRules } from "../../contracts/rewards.ts";
import { rewardKinds } from "../../contracts/rewards.ts";
import { accounts, lines } from "./accounts.ts";
import { subscriptions } from "./bundles.ts";
import { vouchers } from "./payments.ts";

type Texts = Record<"en" | "ar" | "ku", { name: string; description: string; partner?: string }>;

export const rewards = pgTable(
  "rewards",
  {
    slug: text("slug").primaryKey(),
    kind: text("kind", { enum: rewardKinds }).notNull(),
    pointsCost: integer("points_cost").notNull(),
    stock: integer("stock").notNull(),
    perCustomerLimit: integer("per_customer_limit"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    offeringSlug: text("offering_slug"),
    creditIqd: integer("credit_iqd"),
    sortOrder: integer("sort_order").notNull().default(0),
    texts: jsonb("texts").$type<Texts>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("rewards_kind_known", sql.raw(`kind in (${rewardKinds.map((k) => `'${k}'`).join(", ")})`)),
    check("rewards_cost_positive", sql`${t.pointsCost} > 0`),
    check("rewards_stock_not_negative", sql`${t.stock} >= 0`),
    check("rewards_limit_positive", sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0`),
    check("rewards_bundle_has_offering", sql`(${t.kind} = 'bundle') = (${t.offeringSlug} is not null)`),
    check("rewards_discount_has_credit", sql`(${t.kind} = 'bill_discount') = (${t.creditIqd} is not null)`),
  ],
);

/**
 * One reward bought with points. Its id is the points event (`redemption:<id>`), so the points
 * entry and the redemption name each other; `details` holds what was granted (subscription,
 * credit, the code's row).
 */
export const rewardRedemptions = pgTable(
  "reward_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    rewardSlug: text("reward_slug")
      .notNull()
      .references(() => rewards.slug),
    lineId: uuid("line_id").references(() => lines.id),
    /** A bundle reward: the subscription it gave. */
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id),
    points: integer("points").notNull(),
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reward_redemptions_points_positive", sql`${t.points} > 0`),
    index("reward_redemptions_account_reward").on(t.accountId, t.rewardSlug),
    index("reward_redemptions_account_time").on(t.accountId, t.createdAt),
  ],
);

/**
 * A partner's voucher code, imported from the partner's file. The code is sealed (AES-256-GCM,
 * so the customer can see it again in their history) and also kept as a keyed hash, so an import
 * cannot add a code twice. A code is given out by setting its redemption, once.
 */
export const rewardCodes = pgTable(
  "reward_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    rewardSlug: text("reward_slug")
      .notNull()
      .references(() => rewards.slug),
    codeHash: text("code_hash").notNull().unique(),
    codeSealed: text("code_sealed").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    redemptionId: uuid("redemption_id")
      .unique()
      .references(() => rewardRedemptions.id),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reward_codes_free").on(t.rewardSlug, t.id).where(sql`${t.redemptionId} is null`)],
);

export const freeVoucherCampaigns = pgTable(
  "free_voucher_campaigns",
  {
    slug: text("slug").primaryKey(),
    rules: jsonb("rules").$type<FreeVoucherRules>().notNull(),
    offeringSlug: text("offering_slug"),
    creditIqd: integer("credit_iqd"),
    validityDays: integer("validity_days").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    texts: jsonb("texts").$type<Texts>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("free_voucher_campaigns_gives_one", sql`(${t.offeringSlug} is null) <> (${t.creditIqd} is null)`)],
);

/**
 * A free voucher claimed for a line: one per campaign, line and period (a unique index, so
 * concurrent clicks make one). The card itself is a row in `vouchers` (hashed, redeemed through
 * the card form); its code is sealed here for the customer to read again.
 */
export const freeVoucherClaims = pgTable(
  "free_voucher_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignSlug: text("campaign_slug")
      .notNull()
      .references(() => freeVoucherCampaigns.slug),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    codeSealed: text("code_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("free_voucher_claims_once").on(t.campaignSlug, t.lineId, t.period),
    index("free_voucher_claims_account").on(t.accountId, t.createdAt),
  ],
);
