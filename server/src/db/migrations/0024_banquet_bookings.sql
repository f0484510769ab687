CREATE TABLE "banquet_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"date" date NOT NULL,
	"session" text NOT NULL,
	"hours" integer NOT NULL,
	"guests" integer NOT NULL,
	"final_guests" integer,
	"projector" boolean DEFAULT false NOT NULL,
	"music" boolean DEFAULT false NOT NULL,
	"valet_drivers" integer DEFAULT 0 NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"package_id" integer NOT NULL,
	"package_name" text NOT NULL,
	"cost_per_guest" bigint NOT NULL,
	"menu" jsonb NOT NULL,
	"addons" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"policy" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"advance" bigint,
	"advance_due_on" date,
	"final_total" bigint,
	"balance" bigint,
	"refund" bigint,
	"requested_by_member" integer,
	"requested_by_staff" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"guests_set_by" integer,
	"guests_set_at" timestamp with time zone,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"cancelled_by_member" integer,
	"cancelled_by_staff" integer,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banquet_bookings_status_ck" CHECK ("banquet_bookings"."status" in ('requested','confirmed','completed','rejected','cancelled')),
	CONSTRAINT "banquet_bookings_session_ck" CHECK ("banquet_bookings"."session" in ('morning','evening','full_day')),
	CONSTRAINT "banquet_bookings_hours_ck" CHECK (("banquet_bookings"."session" = 'full_day' and "banquet_bookings"."hours" = 8) or ("banquet_bookings"."session" <> 'full_day' and "banquet_bookings"."hours" = 4)),
	CONSTRAINT "banquet_bookings_guests_ck" CHECK ("banquet_bookings"."guests" >= 1 and ("banquet_bookings"."final_guests" is null or "banquet_bookings"."final_guests" >= 1)),
	CONSTRAINT "banquet_bookings_valet_ck" CHECK ("banquet_bookings"."valet_drivers" between 0 and 50),
	CONSTRAINT "banquet_bookings_money_ck" CHECK ("banquet_bookings"."subtotal" >= 0 and "banquet_bookings"."tax" >= 0 and "banquet_bookings"."total" >= 0
        and ("banquet_bookings"."advance" is null or "banquet_bookings"."advance" between 0 and "banquet_bookings"."total")
        and ("banquet_bookings"."refund" is null or "banquet_bookings"."refund" >= 0))
);
--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_hall_id_banquet_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."banquet_halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_package_id_banquet_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."banquet_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_requested_by_member_members_id_fk" FOREIGN KEY ("requested_by_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_requested_by_staff_staff_users_id_fk" FOREIGN KEY ("requested_by_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_guests_set_by_staff_users_id_fk" FOREIGN KEY ("guests_set_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_completed_by_staff_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_cancelled_by_member_members_id_fk" FOREIGN KEY ("cancelled_by_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD CONSTRAINT "banquet_bookings_cancelled_by_staff_staff_users_id_fk" FOREIGN KEY ("cancelled_by_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banquet_bookings_morning_uq" ON "banquet_bookings" USING btree ("hall_id","date") WHERE status in ('requested','confirmed','completed') and session in ('morning', 'full_day');--> statement-breakpoint
CREATE UNIQUE INDEX "banquet_bookings_evening_uq" ON "banquet_bookings" USING btree ("hall_id","date") WHERE status in ('requested','confirmed','completed') and session in ('evening', 'full_day');--> statement-breakpoint
CREATE INDEX "banquet_bookings_member_idx" ON "banquet_bookings" USING btree ("member_id","date");--> statement-breakpoint
CREATE INDEX "banquet_bookings_status_idx" ON "banquet_bookings" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "banquet_bookings_package_idx" ON "banquet_bookings" USING btree ("package_id");