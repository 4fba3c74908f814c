ALTER TABLE "stores" ADD COLUMN "kind" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_kind_known" CHECK (kind in ('store', 'dealer'));