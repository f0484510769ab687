CREATE TABLE "event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_categories_not_own_parent_ck" CHECK ("event_categories"."parent_id" is null or "event_categories"."parent_id" <> "event_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "event_highlight_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"venue" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booking_opens_at" timestamp with time zone NOT NULL,
	"booking_closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"image_url" text,
	"invitation_url" text,
	"capacity" integer NOT NULL,
	"tickets_per_member" integer DEFAULT 1 NOT NULL,
	"member_allowed" boolean DEFAULT true NOT NULL,
	"member_price" bigint DEFAULT 0 NOT NULL,
	"spouse_allowed" boolean DEFAULT true NOT NULL,
	"spouse_price" bigint DEFAULT 0 NOT NULL,
	"dependent_allowed" boolean DEFAULT true NOT NULL,
	"dependent_price" bigint DEFAULT 0 NOT NULL,
	"guest_allowed" boolean DEFAULT false NOT NULL,
	"guest_price" bigint DEFAULT 0 NOT NULL,
	"buffet_offered" boolean DEFAULT false NOT NULL,
	"buffet_veg_price" bigint DEFAULT 0 NOT NULL,
	"buffet_non_veg_price" bigint DEFAULT 0 NOT NULL,
	"table_sizes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tournament_type" text DEFAULT 'none' NOT NULL,
	"waitlist_offer_hours" integer DEFAULT 24 NOT NULL,
	"highlights_description" text DEFAULT '' NOT NULL,
	"highlights_video_url" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_ck" CHECK ("events"."status" in ('draft','published','closed','cancelled','completed')),
	CONSTRAINT "events_tournament_ck" CHECK ("events"."tournament_type" in ('none','singles','doubles')),
	CONSTRAINT "events_ends_after_starts_ck" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_booking_window_ck" CHECK ("events"."booking_closes_at" > "events"."booking_opens_at"),
	CONSTRAINT "events_capacity_ck" CHECK ("events"."capacity" between 1 and 10000),
	CONSTRAINT "events_tickets_ck" CHECK ("events"."tickets_per_member" between 1 and 50),
	CONSTRAINT "events_offer_hours_ck" CHECK ("events"."waitlist_offer_hours" between 1 and 168),
	CONSTRAINT "events_table_sizes_ck" CHECK ("events"."table_sizes" <@ array[2,4,6,8]::integer[]),
	CONSTRAINT "events_member_price_ck" CHECK ("events"."member_price" >= 0 and "events"."member_price" <= 10000000),
	CONSTRAINT "events_spouse_price_ck" CHECK ("events"."spouse_price" >= 0 and "events"."spouse_price" <= 10000000),
	CONSTRAINT "events_dependent_price_ck" CHECK ("events"."dependent_price" >= 0 and "events"."dependent_price" <= 10000000),
	CONSTRAINT "events_guest_price_ck" CHECK ("events"."guest_price" >= 0 and "events"."guest_price" <= 10000000),
	CONSTRAINT "events_buffet_veg_price_ck" CHECK ("events"."buffet_veg_price" >= 0 and "events"."buffet_veg_price" <= 10000000),
	CONSTRAINT "events_buffet_non_veg_price_ck" CHECK ("events"."buffet_non_veg_price" >= 0 and "events"."buffet_non_veg_price" <= 10000000)
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_parent_id_event_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_highlight_photos" ADD CONSTRAINT "event_highlight_photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_name_uq" ON "event_categories" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "event_categories_parent_idx" ON "event_categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "event_highlight_photos_event_idx" ON "event_highlight_photos" USING btree ("event_id","sort","id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category_id");