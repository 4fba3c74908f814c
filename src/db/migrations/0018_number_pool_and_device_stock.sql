CREATE TABLE "device_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_holds_kind_known" CHECK ("device_holds"."kind" in ('stock', 'preorder')),
	CONSTRAINT "device_holds_state_known" CHECK ("device_holds"."state" in ('held', 'sold', 'released'))
);
--> statement-breakpoint
CREATE TABLE "device_stock" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering" text NOT NULL,
	"storage_gb" integer NOT NULL,
	"colour" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"preordered" integer DEFAULT 0 NOT NULL,
	"available_from" date,
	"preorder" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_stock_counts" CHECK ("device_stock"."on_hand" >= 0 and "device_stock"."held" >= 0 and "device_stock"."sold" >= 0 and "device_stock"."preordered" >= 0),
	CONSTRAINT "device_stock_held_within_hand" CHECK ("device_stock"."held" <= "device_stock"."on_hand"),
	CONSTRAINT "device_stock_storage_positive" CHECK ("device_stock"."storage_gb" > 0)
);
--> statement-breakpoint
CREATE TABLE "number_pool" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"price_iqd" integer NOT NULL,
	"state" text DEFAULT 'free' NOT NULL,
	"holder_id" uuid,
	"held_until" timestamp with time zone,
	"shuffle" integer DEFAULT floor(random() * 2147483647)::int NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_pool_msisdn_format" CHECK ("number_pool"."msisdn" ~ '^9647[0-9]{9}$'),
	CONSTRAINT "number_pool_tier_known" CHECK ("number_pool"."tier" in ('standard', 'premium', 'gold')),
	CONSTRAINT "number_pool_price" CHECK ("number_pool"."price_iqd" >= 0 and ("number_pool"."tier" <> 'standard' or "number_pool"."price_iqd" = 0)),
	CONSTRAINT "number_pool_state_known" CHECK ("number_pool"."state" in ('free', 'held', 'sold')),
	CONSTRAINT "number_pool_holder_matches_state" CHECK (("number_pool"."state" = 'free') = ("number_pool"."holder_id" is null)),
	CONSTRAINT "number_pool_hold_time_only_when_held" CHECK ("number_pool"."held_until" is null or "number_pool"."state" = 'held')
);
--> statement-breakpoint
ALTER TABLE "device_holds" ADD CONSTRAINT "device_holds_stock_id_device_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."device_stock"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_stock" ADD CONSTRAINT "device_stock_offering_offerings_slug_fk" FOREIGN KEY ("offering") REFERENCES "public"."offerings"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "device_holds_holder" ON "device_holds" USING btree ("holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_stock_option" ON "device_stock" USING btree ("offering","storage_gb","colour");--> statement-breakpoint
CREATE INDEX "number_pool_free_shuffle" ON "number_pool" USING btree ("shuffle") WHERE "number_pool"."state" = 'free';--> statement-breakpoint
CREATE INDEX "number_pool_free_tier_shuffle" ON "number_pool" USING btree ("tier","shuffle") WHERE "number_pool"."state" = 'free';--> statement-breakpoint
CREATE INDEX "number_pool_free_suffix" ON "number_pool" USING btree (reverse("msisdn") text_pattern_ops) WHERE "number_pool"."state" = 'free';--> statement-breakpoint
CREATE INDEX "number_pool_holder" ON "number_pool" USING btree ("holder_id") WHERE "number_pool"."holder_id" is not null;--> statement-breakpoint
CREATE INDEX "number_pool_hold_expiry" ON "number_pool" USING btree ("held_until") WHERE "number_pool"."state" = 'held';--> statement-breakpoint
-- Hand-written from here to the end (decision 046b). A number's digit triples, as a visitor reads
-- the number (0782 123 4567 → 078, 782, 821, ...): "contains 777" is a GIN lookup on PGlite too,
-- which has no pg_trgm.
-- One plain expression (no query), so it costs little per row and the planner can inline it.
CREATE FUNCTION "number_grams"("msisdn" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['0' || substr("msisdn", 4, 2), substr("msisdn", 4, 3), substr("msisdn", 5, 3), substr("msisdn", 6, 3),
    substr("msisdn", 7, 3), substr("msisdn", 8, 3), substr("msisdn", 9, 3), substr("msisdn", 10, 3), substr("msisdn", 11, 3)]
$$;
--> statement-breakpoint
-- fastupdate off: an import's rows go straight into the index, not into a pending list that every
-- search would have to read until the next vacuum.
CREATE INDEX "number_pool_free_grams" ON "number_pool" USING gin ("number_grams"("msisdn")) WITH (fastupdate = off) WHERE "state" = 'free';
--> statement-breakpoint
-- A number that is already somebody's line never enters the pool (imports report it; this is the backstop).
CREATE FUNCTION "number_pool_not_a_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."state" <> 'sold' AND EXISTS (SELECT 1 FROM "lines" WHERE "lines"."msisdn" = NEW."msisdn") THEN
    RAISE EXCEPTION 'number % is already a line', NEW."msisdn" USING ERRCODE = 'check_violation', CONSTRAINT = 'number_pool_not_a_line';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "number_pool_not_a_line" BEFORE INSERT ON "number_pool" FOR EACH ROW EXECUTE FUNCTION "number_pool_not_a_line"();
