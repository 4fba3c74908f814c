CREATE TABLE "auto_pay_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_iqd" integer,
	"threshold_iqd" integer,
	"day_of_month" integer,
	"state" text DEFAULT 'active' NOT NULL,
	"trigger_key" text,
	"rearms" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_payment_id" uuid,
	"paused_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_pay_kind_known" CHECK (kind in ('below_balance', 'monthly', 'bill_due')),
	CONSTRAINT "auto_pay_state_known" CHECK (state in ('active', 'paused', 'removed')),
	CONSTRAINT "auto_pay_kind_fields" CHECK (case "auto_pay_rules"."kind"
        when 'below_balance' then "auto_pay_rules"."amount_iqd" > 0 and "auto_pay_rules"."threshold_iqd" >= 0
        when 'monthly' then "auto_pay_rules"."amount_iqd" > 0 and "auto_pay_rules"."day_of_month" between 1 and 28
        else "auto_pay_rules"."amount_iqd" is null end)
);
--> statement-breakpoint
CREATE TABLE "saved_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"setup_ref" text,
	"gateway_token" text,
	"kind" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"state" text DEFAULT 'saving' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_methods_state_known" CHECK (state in ('saving', 'active', 'removed')),
	CONSTRAINT "saved_methods_active_has_token" CHECK ("saved_payment_methods"."state" <> 'active' or ("saved_payment_methods"."gateway_token" is not null and "saved_payment_methods"."last4" is not null and "saved_payment_methods"."kind" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_tokens" (
	"ref" text PRIMARY KEY NOT NULL,
	"token" text,
	"merchant_ref" text NOT NULL,
	"locale" text NOT NULL,
	"return_url" text NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"kind" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_tokens_token_unique" UNIQUE("token"),
	CONSTRAINT "sandbox_gateway_tokens_merchant_ref_unique" UNIQUE("merchant_ref"),
	CONSTRAINT "sandbox_gateway_token_state_known" CHECK (state in ('awaiting', 'saved', 'cancelled', 'forgotten'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "auto_pay_rules" ADD CONSTRAINT "auto_pay_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_rules" ADD CONSTRAINT "auto_pay_rules_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_rules" ADD CONSTRAINT "auto_pay_rules_method_id_saved_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."saved_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_rules" ADD CONSTRAINT "auto_pay_rules_last_payment_id_payments_id_fk" FOREIGN KEY ("last_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payment_methods" ADD CONSTRAINT "saved_payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_pay_one_per_line_kind" ON "auto_pay_rules" USING btree ("line_id","kind") WHERE "auto_pay_rules"."state" <> 'removed';--> statement-breakpoint
CREATE INDEX "auto_pay_due" ON "auto_pay_rules" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_methods_setup_ref" ON "saved_payment_methods" USING btree ("provider","setup_ref");--> statement-breakpoint
CREATE INDEX "saved_methods_account" ON "saved_payment_methods" USING btree ("account_id","state");