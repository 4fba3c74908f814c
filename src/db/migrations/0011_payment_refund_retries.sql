ALTER TABLE "payments" DROP CONSTRAINT "payments_state_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_iqd" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_refund_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_refund_error" text;--> statement-breakpoint
CREATE INDEX "payments_refund_retry" ON "payments" USING btree ("state","next_refund_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_known" CHECK (state in ('created', 'pending', 'succeeded', 'fulfilled', 'failed', 'expired', 'cancelled', 'refunded', 'refund_failed'));