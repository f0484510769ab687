ALTER TABLE "club_settings" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
-- A card order's payment written before its text had a key: its key and params, from the order.
UPDATE "payments" SET "text_key" = 'fnb.order_payment', "text_params" = jsonb_build_object('outlet', o."outlet", 'orderId', o."id") FROM "fnb_orders" o WHERE "payments"."purpose" = 'fnb_order' AND "payments"."text_key" IS NULL AND "payments"."reference" = o."id"::text;
