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
ALTER TABLE "city_coverage" ADD CONSTRAINT "city_coverage_governorate_city_cities_governorate_id_fk" FOREIGN KEY ("governorate","city") REFERENCES "public"."cities"("governorate","id") ON DELETE cascade ON UPDATE no action;