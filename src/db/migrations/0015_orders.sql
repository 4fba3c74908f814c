CREATE TABLE "identity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"national_id" text NOT NULL,
	"contact_verified_at" timestamp with time zone,
	"front_key" text NOT NULL,
	"back_key" text NOT NULL,
	"selfie_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"note" text,
	"reviewer" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_checks_state_known" CHECK (state in ('pending', 'approved', 'rejected')),
	CONSTRAINT "identity_checks_national_id" CHECK ("identity_checks"."national_id" ~ '^[12][0-9]{11}$'),
	CONSTRAINT "identity_checks_rejection_has_reason" CHECK (("identity_checks"."state" = 'rejected') = ("identity_checks"."reason" is not null)),
	CONSTRAINT "identity_checks_reviewed" CHECK (("identity_checks"."state" = 'pending') = ("identity_checks"."reviewed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"offering" text NOT NULL,
	"offering_type" text NOT NULL,
	"name" text NOT NULL,
	"sim" text,
	"msisdn" text,
	"storage_gb" integer,
	"colour" text,
	"hold_id" text,
	"preorder" integer DEFAULT 0 NOT NULL,
	"unit_price_iqd" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."unit_price_iqd" >= 0),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_shape" CHECK (("order_items"."type" = 'new_line' and "order_items"."sim" is not null and "order_items"."msisdn" is not null) or ("order_items"."type" = 'device' and "order_items"."storage_gb" is not null and "order_items"."colour" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_state_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_state_history_actor_known" CHECK (actor_kind in ('customer', 'staff', 'system', 'courier', 'gateway'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"path" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"locale" text NOT NULL,
	"contact_msisdn" text NOT NULL,
	"customer_name" text NOT NULL,
	"account_id" uuid,
	"fulfilment" text NOT NULL,
	"governorate" text,
	"city" text,
	"district" text,
	"street" text,
	"store_id" text,
	"delivery_zone" text,
	"items_iqd" integer NOT NULL,
	"number_premium_iqd" integer DEFAULT 0 NOT NULL,
	"delivery_fee_iqd" integer DEFAULT 0 NOT NULL,
	"pay_now_iqd" integer NOT NULL,
	"pay_on_delivery_iqd" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_id" uuid,
	"cash_collected_iqd" integer,
	"delivery_from" date,
	"delivery_to" date,
	"courier" text,
	"courier_ref" text,
	"created_line_id" uuid,
	"esim_matching_id" text,
	"esim_activation_code" text,
	"esim_issued_at" timestamp with time zone,
	"esim_downloaded_at" timestamp with time zone,
	"access_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_state_known" CHECK (state in ('new', 'awaiting_payment', 'in_review', 'approved', 'dispatched', 'delivered', 'completed', 'rejected', 'cancelled', 'expired')),
	CONSTRAINT "orders_path_known" CHECK (path in ('sim_courier', 'sim_pickup', 'esim', 'phone_courier', 'phone_pickup', 'sim_courier_cod', 'sim_pickup_cod', 'phone_courier_cod', 'phone_pickup_cod')),
	CONSTRAINT "orders_fulfilment_known" CHECK (fulfilment in ('courier', 'pickup', 'esim')),
	CONSTRAINT "orders_payment_method_known" CHECK (payment_method in ('online', 'cash_on_delivery')),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."items_iqd" >= 0 and "orders"."number_premium_iqd" >= 0 and "orders"."delivery_fee_iqd" >= 0 and "orders"."pay_now_iqd" >= 0 and "orders"."pay_on_delivery_iqd" >= 0 and coalesce("orders"."cash_collected_iqd", 0) >= 0),
	CONSTRAINT "orders_total_split" CHECK ("orders"."pay_now_iqd" + "orders"."pay_on_delivery_iqd" = "orders"."items_iqd" + "orders"."number_premium_iqd" + "orders"."delivery_fee_iqd"),
	CONSTRAINT "orders_cod_pays_nothing_now" CHECK ("orders"."payment_method" = 'online' or "orders"."pay_now_iqd" = 0),
	CONSTRAINT "orders_where_to" CHECK (("orders"."fulfilment" = 'courier') = ("orders"."street" is not null and "orders"."city" is not null) and ("orders"."fulfilment" = 'pickup') = ("orders"."store_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_courier_shipments" (
	"ref" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"destination" jsonb NOT NULL,
	"cash_to_collect_iqd" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'dispatched' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_courier_shipments_merchant_ref_unique" UNIQUE("merchant_ref")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_known";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_line_id_lines_id_fk" FOREIGN KEY ("created_line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_attempt" ON "identity_checks" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_one_pending" ON "identity_checks" USING btree ("order_id") WHERE "identity_checks"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "identity_checks_queue" ON "identity_checks" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_state_history_order" ON "order_state_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_state_expiry" ON "orders" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "orders_account_time" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_courier_open" ON "orders" USING btree ("state") WHERE "orders"."state" in ('approved', 'dispatched', 'delivered');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."order_id" is not null and "payments"."state" in ('created', 'pending');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_line_or_order" CHECK (case when "payments"."purpose" = 'order' then "payments"."order_id" is not null and "payments"."line_id" is null else "payments"."line_id" is not null and "payments"."order_id" is null end);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK (purpose in ('recharge', 'bill', 'order'));