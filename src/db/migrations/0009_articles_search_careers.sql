CREATE TABLE "article_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"audience" text DEFAULT 'personal' NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb,
	CONSTRAINT "article_categories_kind_known" CHECK (kind in ('blog', 'help'))
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"image_alt" text,
	CONSTRAINT "article_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"audience" text DEFAULT 'personal' NOT NULL,
	"published_at" date NOT NULL,
	"updated_at" date,
	"featured" boolean DEFAULT false NOT NULL,
	"image" jsonb,
	"job" jsonb,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_kind_known" CHECK (kind in ('press', 'blog', 'job', 'help', 'faq'))
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"norm_title" text NOT NULL,
	"norm_summary" text NOT NULL,
	"norm_body" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_kind_known" CHECK (kind in ('offer', 'page', 'article', 'help'))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"job_slug" text NOT NULL,
	"name" text NOT NULL,
	"msisdn" text NOT NULL,
	"email" text,
	"message" text,
	"file_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	CONSTRAINT "job_applications_reference_unique" UNIQUE("reference"),
	CONSTRAINT "job_applications_file_type" CHECK ("job_applications"."file_type" in ('pdf', 'docx', 'doc'))
);
--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_article_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."article_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_kind_published" ON "articles" USING btree ("kind","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref" ON "search_documents" USING btree ("locale","kind","ref");--> statement-breakpoint
CREATE INDEX "search_documents_locale" ON "search_documents" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "job_applications_job" ON "job_applications" USING btree ("job_slug","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_retention" ON "job_applications" USING btree ("delete_after");