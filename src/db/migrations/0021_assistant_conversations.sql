CREATE TABLE "assistant_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"turn_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"charge_iqd" integer,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"outcome" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistant_actions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "assistant_actions_kind_known" CHECK (kind in ('buy_bundle', 'roaming_on', 'roaming_off', 'data_on', 'data_off', 'suspend_line')),
	CONSTRAINT "assistant_actions_status_known" CHECK (status in ('proposed', 'confirmed', 'cancelled', 'expired', 'failed')),
	CONSTRAINT "assistant_actions_charge_positive" CHECK ("assistant_actions"."charge_iqd" is null or "assistant_actions"."charge_iqd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"awaiting" text,
	"ticket_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_turns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"lang" text NOT NULL,
	"intent" text,
	"confidence" real,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_actions" ADD CONSTRAINT "assistant_actions_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_actions" ADD CONSTRAINT "assistant_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_actions" ADD CONSTRAINT "assistant_actions_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_turns" ADD CONSTRAINT "assistant_turns_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_actions_conversation" ON "assistant_actions" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "assistant_conversations_account_time" ON "assistant_conversations" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_turns_conversation" ON "assistant_turns" USING btree ("conversation_id","id");