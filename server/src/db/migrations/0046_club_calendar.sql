CREATE TABLE "club_calendar_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"facility" text,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_calendar_items_kind_ck" CHECK ("club_calendar_items"."kind" in ('closure','timing','club')),
	CONSTRAINT "club_calendar_items_order_ck" CHECK ("club_calendar_items"."ends_at" > "club_calendar_items"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "club_calendar_items_range_idx" ON "club_calendar_items" USING btree ("starts_at","ends_at");