CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_language_ck" CHECK ("calendar_feeds"."language" in ('en','es','de'))
);
--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "cancellation_policy" jsonb DEFAULT '{"tiers":[{"minDaysBefore":7,"refundPercent":100},{"minDaysBefore":2,"refundPercent":50},{"minDaysBefore":0,"refundPercent":0}]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "refund_days_before" integer;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "refund_percent" integer;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "penalty_waived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_uq" ON "calendar_feeds" USING btree ("member_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_member_idx" ON "calendar_feeds" USING btree ("member_id");