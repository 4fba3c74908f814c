CREATE TABLE "bill_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_iqd" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "bill_payments_amount_positive" CHECK ("bill_payments"."amount_iqd" > 0),
	CONSTRAINT "bill_payments_source_known" CHECK ("bill_payments"."source" in ('payment', 'reward'))
);
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_payments_bill" ON "bill_payments" USING btree ("bill_id");--> statement-breakpoint
-- Bills paid before payments were recorded per bill: one part each, its date unknown.
INSERT INTO "bill_payments" ("bill_id", "amount_iqd", "source", "paid_at") SELECT "id", "paid_iqd", 'payment', NULL FROM "bills" WHERE "paid_iqd" > 0;
