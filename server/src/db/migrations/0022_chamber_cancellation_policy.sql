ALTER TABLE "chamber_bookings" ADD COLUMN "cancellation_policy" jsonb DEFAULT '{"tiers":[{"minDaysBefore":7,"refundPercent":100},{"minDaysBefore":2,"refundPercent":50},{"minDaysBefore":0,"refundPercent":0}]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "refund_days_before" integer;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "refund_percent" integer;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "chamber_bookings" ADD COLUMN "penalty_waived" boolean DEFAULT false NOT NULL;