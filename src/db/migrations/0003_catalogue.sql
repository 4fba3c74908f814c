CREATE TABLE "offering_translations" (
	"offering_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "offering_translations_offering_id_locale_pk" PRIMARY KEY("offering_id","locale")
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"price_iqd" integer NOT NULL,
	"validity_days" integer,
	"allowances" jsonb NOT NULL,
	"audiences" text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"sellable_from" date,
	"sellable_to" date,
	"device" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "offerings_price_not_negative" CHECK ("offerings"."price_iqd" >= 0),
	CONSTRAINT "offerings_validity_positive" CHECK ("offerings"."validity_days" is null or "offerings"."validity_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "offering_translations" ADD CONSTRAINT "offering_translations_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;