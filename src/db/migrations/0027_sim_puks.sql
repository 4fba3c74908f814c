CREATE TABLE "puk_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"proof" text NOT NULL,
	"code_msisdn" text,
	"request_id" text,
	"client_ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puk_views_proof_known" CHECK ("puk_views"."proof" in ('password', 'sms_code'))
);
--> statement-breakpoint
CREATE TABLE "sim_puks" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"puk_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "puk_views" ADD CONSTRAINT "puk_views_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puk_views" ADD CONSTRAINT "puk_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_puks" ADD CONSTRAINT "sim_puks_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puk_views_line" ON "puk_views" USING btree ("line_id","at");