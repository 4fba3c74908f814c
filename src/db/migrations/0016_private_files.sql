CREATE TABLE "private_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"owner_ref" text,
	"upload_owner" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_after" timestamp with time zone,
	CONSTRAINT "private_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "private_files_owner" ON "private_files" USING btree ("owner_ref");--> statement-breakpoint
CREATE INDEX "private_files_retention" ON "private_files" USING btree ("delete_after");