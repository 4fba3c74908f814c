CREATE TABLE "care_ticket_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_ticket_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "care_ticket_messages_author_known" CHECK (author in ('customer', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "care_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"channel" text NOT NULL,
	"account_id" uuid,
	"line_id" uuid,
	"contact_msisdn" text NOT NULL,
	"locale" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "care_tickets_reference_unique" UNIQUE("reference"),
	CONSTRAINT "care_tickets_type_known" CHECK (type in ('complaint', 'question', 'fault_report', 'feedback', 'business_lead')),
	CONSTRAINT "care_tickets_status_known" CHECK (status in ('new', 'acknowledged', 'in_progress', 'resolved', 'closed', 'reopened')),
	CONSTRAINT "care_tickets_details_type" CHECK ("care_tickets"."details"->>'type' = "care_tickets"."type")
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_ticket_history" ADD CONSTRAINT "care_ticket_history_ticket_id_care_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."care_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_ticket_messages" ADD CONSTRAINT "care_ticket_messages_ticket_id_care_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."care_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_tickets" ADD CONSTRAINT "care_tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_tickets" ADD CONSTRAINT "care_tickets_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_ticket_history_ticket" ON "care_ticket_history" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "care_ticket_messages_ticket" ON "care_ticket_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "care_tickets_account_time" ON "care_tickets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "care_tickets_status_time" ON "care_tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "care_tickets_contact_time" ON "care_tickets" USING btree ("contact_msisdn","created_at");--> statement-breakpoint
CREATE INDEX "spent_challenges_expiry" ON "spent_challenges" USING btree ("expires_at");