CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"source" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"line_id" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"account_id" uuid,
	"amount_iqd" integer NOT NULL,
	"paid_iqd" integer,
	"provider" text NOT NULL,
	"provider_ref" text,
	"redirect_url" text,
	"state" text DEFAULT 'created' NOT NULL,
	"reason" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "payments_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_iqd" > 0),
	CONSTRAINT "payments_state_known" CHECK (state in ('created', 'pending', 'succeeded', 'fulfilled', 'failed', 'expired', 'refunded')),
	CONSTRAINT "payments_purpose_known" CHECK (purpose in ('recharge', 'bill')),
	CONSTRAINT "payments_fulfilled_has_time" CHECK ("payments"."state" <> 'fulfilled' or "payments"."fulfilled_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_iqd" integer NOT NULL,
	"description" text NOT NULL,
	"locale" text NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"callback" text,
	"instrument" text,
	"settle_at" timestamp with time zone,
	"callback_sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_merchant_ref_unique" UNIQUE("merchant_ref"),
	CONSTRAINT "sandbox_gateway_state_known" CHECK (state in ('awaiting', 'pending', 'succeeded', 'declined', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "voucher_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"note" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"serial" text NOT NULL,
	"batch_id" text NOT NULL,
	"value_iqd" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "vouchers_serial_unique" UNIQUE("serial"),
	CONSTRAINT "vouchers_value_positive" CHECK ("vouchers"."value_iqd" > 0),
	CONSTRAINT "vouchers_state_known" CHECK (state in ('active', 'redeemed', 'void')),
	CONSTRAINT "vouchers_redeemed_has_line" CHECK (("vouchers"."state" = 'redeemed') = ("vouchers"."redeemed_at" is not null and "vouchers"."redeemed_line_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_batch_id_voucher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."voucher_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_line_id_lines_id_fk" FOREIGN KEY ("redeemed_line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_line" ON "payments" USING btree ("line_id","purpose") WHERE "payments"."state" in ('created', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_state_expiry" ON "payments" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "payments_account_time" ON "payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_msisdn_time" ON "payments" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_batch" ON "vouchers" USING btree ("batch_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_credit_per_payment" ON "ledger_entries" USING btree (("details"->>'payment')) WHERE "ledger_entries"."details" ? 'payment' and "ledger_entries"."amount_iqd" > 0;