CREATE TABLE "line_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"suspended_by" text NOT NULL,
	"account_id" uuid,
	"staff_id" uuid,
	"actor" text,
	"reason_code" text NOT NULL,
	"note" text,
	"suspended_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lifted_by_actor" text,
	"lift_note" text
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_kind" text NOT NULL,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"request_id" text,
	"client_ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"login" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "staff_members_login_unique" UNIQUE("login"),
	CONSTRAINT "staff_members_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_members_login_format" CHECK ("staff_members"."login" ~ '^[a-z0-9][a-z0-9._-]{1,39}$')
);
--> statement-breakpoint
ALTER TABLE "line_suspensions" ADD CONSTRAINT "line_suspensions_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_suspensions" ADD CONSTRAINT "line_suspensions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_suspensions" ADD CONSTRAINT "line_suspensions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_suspensions_open" ON "line_suspensions" USING btree ("line_id") WHERE "line_suspensions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "line_suspensions_line" ON "line_suspensions" USING btree ("line_id","suspended_at");--> statement-breakpoint
CREATE INDEX "staff_audit_subject" ON "staff_audit" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_staff" ON "staff_audit" USING btree ("staff_id","id");