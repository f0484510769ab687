ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_ck";--> statement-breakpoint
ALTER TABLE "event_bookings" DROP CONSTRAINT "event_bookings_status_ck";--> statement-breakpoint
ALTER TABLE "event_bookings" DROP CONSTRAINT "event_bookings_payment_ck";--> statement-breakpoint
ALTER TABLE "event_waitlist" DROP CONSTRAINT "event_waitlist_payment_ck";--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "affiliated_club_id" integer;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "club_check" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "club_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banquet_bookings" ADD COLUMN "advance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_affiliated_club_id_affiliated_clubs_id_fk" FOREIGN KEY ("affiliated_club_id") REFERENCES "public"."affiliated_clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_ck" CHECK ("payments"."purpose" in ('dues','fnb_order','banquet_advance','event_booking'));--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_club_check_ck" CHECK ("chamber_bookings"."club_check" in ('none','pending','verified','declined'));--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_status_ck" CHECK ("event_bookings"."status" in ('pending_payment','booked','confirmed','cancelled'));--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_payment_ck" CHECK ("event_bookings"."payment_method" in ('account','card'));--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_payment_ck" CHECK ("event_waitlist"."payment_method" in ('account','card'));