ALTER TABLE "notices" ADD COLUMN "audience" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_audience_ck" CHECK ("notices"."audience" in ('public','members'));