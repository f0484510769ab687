-- Hand-written (drizzle-kit cannot write it): a room is never assigned to two live bookings
-- for one night. btree_gist lets the GiST index compare room_id with =; PGlite loads the
-- extension when it opens (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "chamber_booking_rooms" ADD CONSTRAINT "chamber_booking_rooms_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, "nights" WITH &&) WHERE ("active");
--> statement-breakpoint
ALTER TABLE "chamber_booking_rooms" ADD CONSTRAINT "chamber_booking_rooms_nights_ck"
  CHECK (NOT isempty("nights") AND lower_inc("nights") AND NOT upper_inc("nights"));
