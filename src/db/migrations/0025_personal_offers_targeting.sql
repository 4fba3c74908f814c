CREATE TABLE "segment_members" (
	"segment" text NOT NULL,
	"line_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_members_segment_line_id_pk" PRIMARY KEY("segment","line_id"),
	CONSTRAINT "segment_members_segment_slug" CHECK ("segment_members"."segment" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "governorate" text;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "country" text DEFAULT 'IQ' NOT NULL;--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "segment_members_line" ON "segment_members" USING btree ("line_id");--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_governorate_governorates_id_fk" FOREIGN KEY ("governorate") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_country_iso" CHECK ("usage_records"."country" ~ '^[A-Z]{2}$');