CREATE TABLE "advance_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_iqd" integer NOT NULL,
	"outstanding_after_iqd" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advance_entries_kind_known" CHECK (kind in ('granted', 'fee', 'repaid')),
	CONSTRAINT "advance_entries_sign" CHECK (case when "advance_entries"."kind" = 'repaid' then "advance_entries"."amount_iqd" < 0 else "advance_entries"."amount_iqd" > 0 end),
	CONSTRAINT "advance_entries_outstanding" CHECK ("advance_entries"."outstanding_after_iqd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "line_advances" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"outstanding_iqd" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_advances_not_negative" CHECK ("line_advances"."outstanding_iqd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_switches" (
	"service" text PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"note" text,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_switches_known" CHECK (service in ('credit_transfer', 'credit_advance', 'auto_recharge'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "advance_entries" ADD CONSTRAINT "advance_entries_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_advances" ADD CONSTRAINT "line_advances_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_entries_line_time" ON "advance_entries" USING btree ("line_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_entries_one_repayment_per_recharge" ON "advance_entries" USING btree (("details"->>'recharge')) WHERE "advance_entries"."kind" = 'repaid';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK (kind in ('opening', 'recharge', 'purchase', 'renewal', 'usage', 'payment', 'refund', 'adjustment', 'reward', 'transfer_out', 'transfer_fee', 'transfer_in', 'advance', 'advance_repay'));