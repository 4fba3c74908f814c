CREATE TABLE "article_votes" (
	"article_id" integer NOT NULL,
	"voter_hash" text NOT NULL,
	"locale" text NOT NULL,
	"helpful" boolean NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_votes_article_id_voter_hash_pk" PRIMARY KEY("article_id","voter_hash")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kind" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_votes" ADD CONSTRAINT "article_votes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_votes_locale" ON "article_votes" USING btree ("locale","article_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_kind_known" CHECK (kind in ('store', 'dealer'));