CREATE TABLE "cities" (
	"governorate" text NOT NULL,
	"id" text NOT NULL,
	"name" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_governorate_id_pk" PRIMARY KEY("governorate","id")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"governorate" text NOT NULL,
	"city" text NOT NULL,
	"id" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "districts_governorate_city_id_pk" PRIMARY KEY("governorate","city","id")
);
--> statement-breakpoint
CREATE TABLE "governorates" (
	"id" text PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "governorates_zone_known" CHECK (zone in ('baghdad', 'central', 'south', 'north', 'west', 'kurdistan'))
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"governorate" text NOT NULL,
	"city" text NOT NULL,
	"district" text,
	"address" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" jsonb NOT NULL,
	"services" text[] NOT NULL,
	"phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_latitude_in_iraq" CHECK ("stores"."latitude" between 29 and 37.4),
	CONSTRAINT "stores_longitude_in_iraq" CHECK ("stores"."longitude" between 38.7 and 48.7),
	CONSTRAINT "stores_has_services" CHECK (cardinality("stores"."services") > 0),
	CONSTRAINT "stores_source_known" CHECK (source in ('seed', 'import'))
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_governorate_governorates_id_fk" FOREIGN KEY ("governorate") REFERENCES "public"."governorates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_governorate_city_cities_governorate_id_fk" FOREIGN KEY ("governorate","city") REFERENCES "public"."cities"("governorate","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_governorate_city_cities_governorate_id_fk" FOREIGN KEY ("governorate","city") REFERENCES "public"."cities"("governorate","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_governorate_city_district_districts_governorate_city_id_fk" FOREIGN KEY ("governorate","city","district") REFERENCES "public"."districts"("governorate","city","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_place_idx" ON "stores" USING btree ("governorate","city");--> statement-breakpoint
-- Hand-written: cached public pages and API reads refresh when places or stores change (as in 0013).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['governorates', 'cities', 'districts', 'stores'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', name || '_bump_content_version', name);
  END LOOP;
END;
$$;
