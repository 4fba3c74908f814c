CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"account_id" uuid,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"direction" text NOT NULL,
	"state" text NOT NULL,
	"charge_iqd" integer DEFAULT 0 NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "plan_changes_direction_known" CHECK (direction in ('upgrade', 'downgrade', 'start')),
	CONSTRAINT "plan_changes_state_known" CHECK (state in ('applied', 'pending', 'cancelled')),
	CONSTRAINT "plan_changes_charge_not_negative" CHECK ("plan_changes"."charge_iqd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "postpaid_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"line_id" uuid NOT NULL,
	"account_id" uuid,
	"plan" text NOT NULL,
	"credit_limit_iqd" integer NOT NULL,
	"state" text NOT NULL,
	"advance_settled_iqd" integer DEFAULT 0 NOT NULL,
	"carried_iqd" integer DEFAULT 0 NOT NULL,
	"credit_left_iqd" integer DEFAULT 0 NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "postpaid_conversions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "postpaid_conversions_state_known" CHECK (state in ('in_review', 'completed', 'rejected')),
	CONSTRAINT "postpaid_conversions_credit_left" CHECK ("postpaid_conversions"."credit_left_iqd" >= 0 and "postpaid_conversions"."credit_left_iqd" <= "postpaid_conversions"."carried_iqd"),
	CONSTRAINT "postpaid_conversions_completed" CHECK (("postpaid_conversions"."state" = 'completed') = ("postpaid_conversions"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_total_adds_up";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "plan_change_iqd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postpaid_conversions" ADD CONSTRAINT "postpaid_conversions_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postpaid_conversions" ADD CONSTRAINT "postpaid_conversions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_one_pending" ON "plan_changes" USING btree ("line_id") WHERE "plan_changes"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "plan_changes_line_time" ON "plan_changes" USING btree ("line_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "postpaid_conversions_one_open" ON "postpaid_conversions" USING btree ("line_id") WHERE "postpaid_conversions"."state" = 'in_review';--> statement-breakpoint
CREATE INDEX "postpaid_conversions_queue" ON "postpaid_conversions" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_total_adds_up" CHECK ("bills"."total_iqd" = "bills"."plan_iqd" + "bills"."bundles_iqd" + "bills"."usage_iqd" + "bills"."plan_change_iqd" + "bills"."tax_iqd");