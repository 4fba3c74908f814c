CREATE TABLE "city_coverage" (
	"governorate" text NOT NULL,
	"city" text NOT NULL,
	"lte" text NOT NULL,
	"umts" text NOT NULL,
	"measured_on" date NOT NULL,
	CONSTRAINT "city_coverage_governorate_city_pk" PRIMARY KEY("governorate","city"),
	CONSTRAINT "city_coverage_lte_known" CHECK (lte in ('full', 'partial', 'none')),
	CONSTRAINT "city_coverage_umts_known" CHECK (umts in ('full', 'partial', 'none')),
	CONSTRAINT "city_coverage_lte_has_umts" CHECK ("city_coverage"."lte" = 'none' or "city_coverage"."umts" <> 'none')
);
--> statement-breakpoint
ALTER TABLE "city_coverage" ADD CONSTRAINT "city_coverage_governorate_city_cities_governorate_id_fk" FOREIGN KEY ("governorate","city") REFERENCES "public"."cities"("governorate","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: cached pages and API reads refresh when coverage changes (as for places in 0017).
CREATE TRIGGER "city_coverage_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "city_coverage" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
