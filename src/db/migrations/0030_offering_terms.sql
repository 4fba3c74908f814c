ALTER TABLE "offerings" ADD COLUMN "activation_code" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "fair_use" jsonb;