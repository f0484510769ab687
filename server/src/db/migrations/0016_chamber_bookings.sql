CREATE TABLE "chamber_booking_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"nights" daterange NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chamber_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"room_type" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"occupants" integer NOT NULL,
	"guest_name" text NOT NULL,
	"nationality" text NOT NULL,
	"guest_type" text NOT NULL,
	"affiliated_club" text DEFAULT '' NOT NULL,
	"id_proof_key" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"nights" integer NOT NULL,
	"tariff" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"requested_by_member" integer,
	"requested_by_staff" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"cancelled_by_member" integer,
	"cancelled_by_staff" integer,
	"cancelled_at" timestamp with time zone,
	"checked_in_by" integer,
	"checked_in_at" timestamp with time zone,
	"checked_out_by" integer,
	"checked_out_at" timestamp with time zone,
	"no_show_by" integer,
	"no_show_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chamber_bookings_type_ck" CHECK ("chamber_bookings"."room_type" in ('single','double','suite')),
	CONSTRAINT "chamber_bookings_status_ck" CHECK ("chamber_bookings"."status" in ('requested','confirmed','rejected','cancelled','checked_in','checked_out','no_show')),
	CONSTRAINT "chamber_bookings_guest_type_ck" CHECK ("chamber_bookings"."guest_type" in ('member','affiliate')),
	CONSTRAINT "chamber_bookings_dates_ck" CHECK ("chamber_bookings"."check_out" > "chamber_bookings"."check_in"),
	CONSTRAINT "chamber_bookings_rooms_ck" CHECK ("chamber_bookings"."rooms" between 1 and 5),
	CONSTRAINT "chamber_bookings_occupants_ck" CHECK ("chamber_bookings"."occupants" >= 1),
	CONSTRAINT "chamber_bookings_money_ck" CHECK ("chamber_bookings"."tariff" >= 0 and "chamber_bookings"."tax" >= 0 and "chamber_bookings"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chamber_booking_rooms" ADD CONSTRAINT "chamber_booking_rooms_booking_id_chamber_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."chamber_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_booking_rooms" ADD CONSTRAINT "chamber_booking_rooms_room_id_chamber_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chamber_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_requested_by_member_members_id_fk" FOREIGN KEY ("requested_by_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_requested_by_staff_staff_users_id_fk" FOREIGN KEY ("requested_by_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_cancelled_by_member_members_id_fk" FOREIGN KEY ("cancelled_by_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_cancelled_by_staff_staff_users_id_fk" FOREIGN KEY ("cancelled_by_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_checked_in_by_staff_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_checked_out_by_staff_users_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_no_show_by_staff_users_id_fk" FOREIGN KEY ("no_show_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chamber_booking_rooms_booking_idx" ON "chamber_booking_rooms" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "chamber_booking_rooms_room_idx" ON "chamber_booking_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "chamber_bookings_member_idx" ON "chamber_bookings" USING btree ("member_id","check_in");--> statement-breakpoint
CREATE INDEX "chamber_bookings_status_idx" ON "chamber_bookings" USING btree ("status","check_in");--> statement-breakpoint
CREATE INDEX "chamber_bookings_type_dates_idx" ON "chamber_bookings" USING btree ("room_type","check_in","check_out");