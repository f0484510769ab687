ALTER TABLE "chamber_bookings" DROP CONSTRAINT "chamber_bookings_affiliated_club_id_affiliated_clubs_id_fk";
--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD CONSTRAINT "chamber_bookings_affiliated_club_id_affiliated_clubs_id_fk" FOREIGN KEY ("affiliated_club_id") REFERENCES "public"."affiliated_clubs"("id") ON DELETE set null ON UPDATE no action;