CREATE TABLE "event_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"who" text NOT NULL,
	"dependents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffet_veg" integer DEFAULT 0 NOT NULL,
	"buffet_non_veg" integer DEFAULT 0 NOT NULL,
	"table_size" integer,
	"table_reply" text DEFAULT '' NOT NULL,
	"table_replied_at" timestamp with time zone,
	"table_replied_by" integer,
	"partner" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"heads" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" bigint NOT NULL,
	"payment_method" text DEFAULT 'account' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"attended" boolean,
	"attendance_at" timestamp with time zone,
	"attendance_by" integer,
	"booked_by_member" integer,
	"booked_by_staff" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_member" integer,
	"cancelled_by_staff" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_bookings_status_ck" CHECK ("event_bookings"."status" in ('booked','confirmed','cancelled')),
	CONSTRAINT "event_bookings_who_ck" CHECK ("event_bookings"."who" in ('member','spouse','both')),
	CONSTRAINT "event_bookings_payment_ck" CHECK ("event_bookings"."payment_method" in ('account')),
	CONSTRAINT "event_bookings_heads_ck" CHECK ("event_bookings"."heads" >= 1),
	CONSTRAINT "event_bookings_total_ck" CHECK ("event_bookings"."total" >= 0),
	CONSTRAINT "event_bookings_buffets_ck" CHECK ("event_bookings"."buffet_veg" >= 0 and "event_bookings"."buffet_non_veg" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "places_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_table_replied_by_staff_users_id_fk" FOREIGN KEY ("table_replied_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_attendance_by_staff_users_id_fk" FOREIGN KEY ("attendance_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_booked_by_member_members_id_fk" FOREIGN KEY ("booked_by_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_booked_by_staff_staff_users_id_fk" FOREIGN KEY ("booked_by_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_confirmed_by_staff_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_cancelled_by_member_members_id_fk" FOREIGN KEY ("cancelled_by_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_cancelled_by_staff_staff_users_id_fk" FOREIGN KEY ("cancelled_by_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bookings_event_idx" ON "event_bookings" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_bookings_member_idx" ON "event_bookings" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_places_taken_ck" CHECK ("events"."places_taken" >= 0);