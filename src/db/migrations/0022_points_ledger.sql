CREATE TABLE "points_accounts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"tier" text DEFAULT 'silver' NOT NULL,
	"tier_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accounts_not_negative" CHECK ("points_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"event" text NOT NULL,
	"remaining" integer,
	"expires_at" timestamp with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_kind_known" CHECK (kind in ('earn', 'spend', 'expire', 'reverse')),
	CONSTRAINT "points_entries_not_zero" CHECK ("points_entries"."points" <> 0),
	CONSTRAINT "points_entries_balance_not_negative" CHECK ("points_entries"."balance_after" >= 0),
	CONSTRAINT "points_entries_lots" CHECK (("points_entries"."kind" = 'earn' and "points_entries"."points" > 0 and "points_entries"."remaining" between 0 and "points_entries"."points" and "points_entries"."expires_at" is not null)
        or ("points_entries"."kind" <> 'earn' and "points_entries"."points" < 0 and "points_entries"."remaining" is null))
);
--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_one_per_event" ON "points_entries" USING btree ("account_id","event");--> statement-breakpoint
CREATE INDEX "points_entries_account_time" ON "points_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "points_entries_open_lots" ON "points_entries" USING btree ("account_id","expires_at","id") WHERE "points_entries"."remaining" > 0;