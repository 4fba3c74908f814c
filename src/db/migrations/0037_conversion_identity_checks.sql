ALTER TABLE "identity_checks" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "conversion_id" uuid;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_conversion_id_postpaid_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."postpaid_conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_conversion" ON "identity_checks" USING btree ("conversion_id");--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_one_subject" CHECK (("identity_checks"."order_id" is null) <> ("identity_checks"."conversion_id" is null));