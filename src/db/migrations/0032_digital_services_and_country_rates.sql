CREATE TABLE "country_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"roaming_zone" text,
	"roaming_call_home_iqd" integer,
	"roaming_local_call_iqd" integer,
	"roaming_receiving_iqd" integer,
	"roaming_sms_iqd" integer,
	"roaming_data_mb_iqd" integer,
	"international_zone" text NOT NULL,
	"international_call_iqd" integer NOT NULL,
	"international_sms_iqd" integer NOT NULL,
	CONSTRAINT "country_rates_iso" CHECK ("country_rates"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "country_rates_roaming_complete" CHECK (("country_rates"."roaming_zone" is null) = ("country_rates"."roaming_call_home_iqd" is null)
        and ("country_rates"."roaming_zone" is null) = ("country_rates"."roaming_data_mb_iqd" is null)),
	CONSTRAINT "country_rates_international_not_negative" CHECK ("country_rates"."international_call_iqd" >= 0 and "country_rates"."international_sms_iqd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "digital_service_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"service_slug" text NOT NULL,
	"price_iqd" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "digital_service_subscriptions_status_known" CHECK ("digital_service_subscriptions"."status" in ('active', 'cancelled', 'lapsed'))
);
--> statement-breakpoint
CREATE TABLE "digital_services" (
	"slug" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"provider" jsonb NOT NULL,
	"price_iqd" integer NOT NULL,
	"renewal" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_services_price_positive" CHECK ("digital_services"."price_iqd" > 0),
	CONSTRAINT "digital_services_renewal_known" CHECK ("digital_services"."renewal" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "buckets" DROP CONSTRAINT "buckets_kind_known";--> statement-breakpoint
ALTER TABLE "digital_service_subscriptions" ADD CONSTRAINT "digital_service_subscriptions_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_service_subscriptions" ADD CONSTRAINT "digital_service_subscriptions_service_slug_digital_services_slug_fk" FOREIGN KEY ("service_slug") REFERENCES "public"."digital_services"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digital_service_subscriptions_one_active" ON "digital_service_subscriptions" USING btree ("line_id","service_slug") WHERE "digital_service_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "digital_service_subscriptions_due" ON "digital_service_subscriptions" USING btree ("status","paid_until");--> statement-breakpoint
ALTER TABLE "buckets" ADD CONSTRAINT "buckets_kind_known" CHECK (kind in ('data', 'on_net_voice', 'off_net_voice', 'sms', 'app_data', 'international_voice'));