CREATE TABLE "buckets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"subscription_id" uuid,
	"kind" text NOT NULL,
	"apps" text[],
	"total" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"roaming" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "buckets_kind_known" CHECK (kind in ('data', 'on_net_voice', 'off_net_voice', 'sms', 'app_data')),
	CONSTRAINT "buckets_used_within_total" CHECK ("buckets"."used" >= 0 and ("buckets"."total" is null or "buckets"."used" <= "buckets"."total"))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_iqd" integer NOT NULL,
	"balance_after_iqd" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_known" CHECK (kind in ('opening', 'recharge', 'purchase', 'renewal', 'usage', 'payment', 'refund', 'adjustment')),
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount_iqd" <> 0)
);
--> statement-breakpoint
CREATE TABLE "line_balances" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"balance_iqd" integer DEFAULT 0 NOT NULL,
	"credit_limit_iqd" integer DEFAULT 0 NOT NULL,
	"bill_cycle_day" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_balances_within_limit" CHECK ("line_balances"."balance_iqd" >= -"line_balances"."credit_limit_iqd"),
	CONSTRAINT "line_balances_limit_not_negative" CHECK ("line_balances"."credit_limit_iqd" >= 0),
	CONSTRAINT "line_balances_cycle_day" CHECK ("line_balances"."bill_cycle_day" is null or "line_balances"."bill_cycle_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "line_services" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"mobile_data" boolean DEFAULT true NOT NULL,
	"roaming" boolean DEFAULT false NOT NULL,
	"international_calls" boolean DEFAULT true NOT NULL,
	"usage_alert_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"line_id" uuid,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"offering_slug" text NOT NULL,
	"price_iqd" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" in ('active', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "usage_rates" (
	"key" text PRIMARY KEY NOT NULL,
	"iqd_per_unit" integer NOT NULL,
	CONSTRAINT "usage_rates_not_negative" CHECK ("usage_rates"."iqd_per_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"event_id" text PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"destination" text,
	"app" text,
	"from_buckets" integer DEFAULT 0 NOT NULL,
	"charged_iqd" integer DEFAULT 0 NOT NULL,
	"overage_iqd" integer DEFAULT 0 NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_records_type_known" CHECK ("usage_records"."type" in ('data', 'voice', 'sms')),
	CONSTRAINT "usage_records_quantity_positive" CHECK ("usage_records"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "buckets" ADD CONSTRAINT "buckets_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buckets" ADD CONSTRAINT "buckets_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_balances" ADD CONSTRAINT "line_balances_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_services" ADD CONSTRAINT "line_services_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buckets_line_expiry" ON "buckets" USING btree ("line_id","expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_line_time" ON "ledger_entries" USING btree ("line_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe" ON "notifications" USING btree ("account_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_account_time" ON "notifications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_line_status" ON "subscriptions" USING btree ("line_id","status");--> statement-breakpoint
CREATE INDEX "usage_records_line_time" ON "usage_records" USING btree ("line_id","occurred_at");