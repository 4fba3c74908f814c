CREATE TABLE "campaigns" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"successor" text,
	"offerings" text[] NOT NULL,
	"terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_kind_known" CHECK (kind in ('offers', 'device', 'handset-check', 'recharge')),
	CONSTRAINT "campaigns_window_ordered" CHECK ("campaigns"."ends_on" is null or "campaigns"."ends_on" >= "campaigns"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "device_order_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"campaign" text NOT NULL,
	"offering" text NOT NULL,
	"storage_gb" integer NOT NULL,
	"colour" text NOT NULL,
	"full_name" text NOT NULL,
	"msisdn" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_order_leads_reference_unique" UNIQUE("reference"),
	CONSTRAINT "device_order_leads_status_known" CHECK ("device_order_leads"."status" in ('open', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "handsets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text NOT NULL,
	"year" integer NOT NULL,
	"lte" boolean NOT NULL,
	"volte" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "device_order_leads_one_open" ON "device_order_leads" USING btree ("msisdn","offering") WHERE "device_order_leads"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "device_order_leads_created" ON "device_order_leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "handsets_brand_model" ON "handsets" USING btree ("brand","model");