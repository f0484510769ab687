CREATE TABLE "content_page_translations" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"timings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "content_page_translations_slug_language_pk" PRIMARY KEY("slug","language"),
	CONSTRAINT "content_page_translations_language_check" CHECK ("content_page_translations"."language" in ('es','de'))
);
--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD CONSTRAINT "content_page_translations_slug_content_pages_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."content_pages"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD CONSTRAINT "content_page_translations_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;