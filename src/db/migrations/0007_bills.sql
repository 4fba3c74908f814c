CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"plan_iqd" integer NOT NULL,
	"bundles_iqd" integer NOT NULL,
	"usage_iqd" integer NOT NULL,
	"tax_iqd" integer NOT NULL,
	"total_iqd" integer NOT NULL,
	"paid_iqd" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bills_paid_within_total" CHECK ("bills"."paid_iqd" >= 0 and "bills"."paid_iqd" <= "bills"."total_iqd"),
	CONSTRAINT "bills_total_adds_up" CHECK ("bills"."total_iqd" = "bills"."plan_iqd" + "bills"."bundles_iqd" + "bills"."usage_iqd" + "bills"."tax_iqd")
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_line_period" ON "bills" USING btree ("line_id","period_start");