CREATE TABLE "free_voucher_campaigns" (
	"slug" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"offering_slug" text,
	"credit_iqd" integer,
	"validity_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_voucher_campaigns_gives_one" CHECK (("free_voucher_campaigns"."offering_slug" is null) <> ("free_voucher_campaigns"."credit_iqd" is null))
);
--> statement-breakpoint
CREATE TABLE "free_voucher_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_slug" text NOT NULL,
	"line_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"period" text NOT NULL,
	"voucher_id" uuid NOT NULL,
	"code_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reward_slug" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"expires_at" timestamp with time zone,
	"redemption_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_codes_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "reward_codes_redemption_id_unique" UNIQUE("redemption_id")
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"reward_slug" text NOT NULL,
	"line_id" uuid,
	"subscription_id" uuid,
	"points" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_redemptions_points_positive" CHECK ("reward_redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"points_cost" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_customer_limit" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"offering_slug" text,
	"credit_iqd" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_kind_known" CHECK (kind in ('bundle', 'bill_discount', 'partner_voucher', 'donation')),
	CONSTRAINT "rewards_cost_positive" CHECK ("rewards"."points_cost" > 0),
	CONSTRAINT "rewards_stock_not_negative" CHECK ("rewards"."stock" >= 0),
	CONSTRAINT "rewards_limit_positive" CHECK ("rewards"."per_customer_limit" is null or "rewards"."per_customer_limit" > 0),
	CONSTRAINT "rewards_bundle_has_offering" CHECK (("rewards"."kind" = 'bundle') = ("rewards"."offering_slug" is not null)),
	CONSTRAINT "rewards_discount_has_credit" CHECK (("rewards"."kind" = 'bill_discount') = ("rewards"."credit_iqd" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_value_positive";--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "offering_slug" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "line_id" uuid;--> statement-breakpoint
ALTER TABLE "free_voucher_claims" ADD CONSTRAINT "free_voucher_claims_campaign_slug_free_voucher_campaigns_slug_fk" FOREIGN KEY ("campaign_slug") REFERENCES "public"."free_voucher_campaigns"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_voucher_claims" ADD CONSTRAINT "free_voucher_claims_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_voucher_claims" ADD CONSTRAINT "free_voucher_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_voucher_claims" ADD CONSTRAINT "free_voucher_claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_reward_slug_rewards_slug_fk" FOREIGN KEY ("reward_slug") REFERENCES "public"."rewards"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_slug_rewards_slug_fk" FOREIGN KEY ("reward_slug") REFERENCES "public"."rewards"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_voucher_claims_once" ON "free_voucher_claims" USING btree ("campaign_slug","line_id","period");--> statement-breakpoint
CREATE INDEX "free_voucher_claims_account" ON "free_voucher_claims" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_codes_free" ON "reward_codes" USING btree ("reward_slug","id") WHERE "reward_codes"."redemption_id" is null;--> statement-breakpoint
CREATE INDEX "reward_redemptions_account_reward" ON "reward_redemptions" USING btree ("account_id","reward_slug");--> statement-breakpoint
CREATE INDEX "reward_redemptions_account_time" ON "reward_redemptions" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK (kind in ('opening', 'recharge', 'purchase', 'renewal', 'usage', 'payment', 'refund', 'adjustment', 'reward'));--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_gives_credit_or_bundle" CHECK (("vouchers"."offering_slug" is null and "vouchers"."value_iqd" > 0) or ("vouchers"."offering_slug" is not null and "vouchers"."value_iqd" = 0));