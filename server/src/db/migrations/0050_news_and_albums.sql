CREATE TABLE "album_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'facility' NOT NULL,
	"event_id" integer,
	"cover_url" text,
	"audience" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_kind_ck" CHECK ("albums"."kind" in ('facility','event')),
	CONSTRAINT "albums_audience_ck" CHECK ("albums"."audience" in ('public','members')),
	CONSTRAINT "albums_status_ck" CHECK ("albums"."status" in ('Draft','Published'))
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"cover_url" text,
	"audience" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_audience_ck" CHECK ("news_posts"."audience" in ('public','members')),
	CONSTRAINT "news_posts_status_ck" CHECK ("news_posts"."status" in ('Draft','Published')),
	CONSTRAINT "news_posts_language_ck" CHECK ("news_posts"."language" in ('en','es','de')),
	CONSTRAINT "news_posts_published_ck" CHECK ("news_posts"."status" = 'Draft' or "news_posts"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_photos_album_idx" ON "album_photos" USING btree ("album_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "albums_slug_uq" ON "albums" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "albums_event_idx" ON "albums" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_posts_slug_uq" ON "news_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("status","published_at");