CREATE TABLE "event_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"who" text NOT NULL,
	"dependents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffet_veg" integer DEFAULT 0 NOT NULL,
	"buffet_non_veg" integer DEFAULT 0 NOT NULL,
	"table_size" integer,
	"partner" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"heads" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" bigint NOT NULL,
	"payment_method" text DEFAULT 'account' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" integer,
	"joined_by_member" integer,
	"joined_by_staff" integer,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_waitlist_status_ck" CHECK ("event_waitlist"."status" in ('waiting','offered','booked','declined','expired','left','closed')),
	CONSTRAINT "event_waitlist_who_ck" CHECK ("event_waitlist"."who" in ('member','spouse','both')),
	CONSTRAINT "event_waitlist_payment_ck" CHECK ("event_waitlist"."payment_method" in ('account')),
	CONSTRAINT "event_waitlist_heads_ck" CHECK ("event_waitlist"."heads" >= 1),
	CONSTRAINT "event_waitlist_total_ck" CHECK ("event_waitlist"."total" >= 0),
	CONSTRAINT "event_waitlist_offer_ck" CHECK ("event_waitlist"."status" <> 'offered' or "event_waitlist"."offer_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_joined_by_member_members_id_fk" FOREIGN KEY ("joined_by_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_joined_by_staff_staff_users_id_fk" FOREIGN KEY ("joined_by_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_waitlist_event_idx" ON "event_waitlist" USING btree ("event_id","status","id");--> statement-breakpoint
CREATE INDEX "event_waitlist_member_idx" ON "event_waitlist" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "event_waitlist_offer_idx" ON "event_waitlist" USING btree ("status","offer_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_live_uq" ON "event_waitlist" USING btree ("event_id","member_id") WHERE "event_waitlist"."status" in ('waiting', 'offered');