CREATE TABLE "user_lines" (
	"user_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	CONSTRAINT "user_lines_user_id_line_id_pk" PRIMARY KEY("user_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"msisdn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_msisdn_unique" UNIQUE("msisdn"),
	CONSTRAINT "users_role_known" CHECK ("users"."role" in ('owner', 'member')),
	CONSTRAINT "users_member_has_number" CHECK ("users"."role" = 'owner' or "users"."msisdn" is not null)
);
--> statement-breakpoint
CREATE TABLE "line_spend_limits" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"monthly_limit_iqd" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_spend_limits_positive" CHECK ("line_spend_limits"."monthly_limit_iqd" > 0)
);
--> statement-breakpoint
-- Every existing account gets its owner, with the account's id; every session becomes the owner's.
ALTER TABLE "sessions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
INSERT INTO "users" ("id", "account_id", "role", "name", "created_at") SELECT "id", "id", 'owner', "name", "created_at" FROM "accounts";--> statement-breakpoint
UPDATE "sessions" SET "user_id" = "account_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_lines" ADD CONSTRAINT "user_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lines" ADD CONSTRAINT "user_lines_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_spend_limits" ADD CONSTRAINT "line_spend_limits_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_owner" ON "users" USING btree ("account_id") WHERE "users"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;