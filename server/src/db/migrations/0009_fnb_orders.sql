CREATE TABLE "fnb_invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fnb_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_staff_id" integer,
	"by_member_id" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fnb_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"diet" text NOT NULL,
	"kitchen" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax" bigint NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_staff_id" integer,
	CONSTRAINT "fnb_order_lines_quantity_ck" CHECK ("fnb_order_lines"."quantity" between 1 and 99),
	CONSTRAINT "fnb_order_lines_amount_ck" CHECK ("fnb_order_lines"."amount" = "fnb_order_lines"."price" * "fnb_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "fnb_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"outlet" text NOT NULL,
	"status" text NOT NULL,
	"fulfilment" text NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"address_id" integer,
	"delivery_address" text,
	"payment_method" text NOT NULL,
	"payment_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"invoice_number" text,
	"invoice_year" text,
	"invoice_seq" integer,
	"invoiced_at" timestamp with time zone,
	"reason" text,
	"idempotency_key" text NOT NULL,
	"placed_by_staff_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fnb_orders_status_ck" CHECK ("fnb_orders"."status" in ('pending_payment','ordered','confirmed','preparing','in_transit','ready_for_pickup','delivered','cancelled','rejected')),
	CONSTRAINT "fnb_orders_fulfilment_ck" CHECK ("fnb_orders"."fulfilment" in ('collection','club_delivery','member_delivery')),
	CONSTRAINT "fnb_orders_payment_ck" CHECK ("fnb_orders"."payment_method" in ('account','card')),
	CONSTRAINT "fnb_orders_money_ck" CHECK ("fnb_orders"."subtotal" >= 0 and "fnb_orders"."tax" >= 0 and "fnb_orders"."total" = "fnb_orders"."subtotal" + "fnb_orders"."tax")
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"label" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fnb_order_events" ADD CONSTRAINT "fnb_order_events_order_id_fnb_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fnb_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_order_events" ADD CONSTRAINT "fnb_order_events_by_staff_id_staff_users_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_order_events" ADD CONSTRAINT "fnb_order_events_by_member_id_members_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_order_lines" ADD CONSTRAINT "fnb_order_lines_order_id_fnb_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fnb_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_order_lines" ADD CONSTRAINT "fnb_order_lines_item_id_fnb_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."fnb_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_order_lines" ADD CONSTRAINT "fnb_order_lines_removed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("removed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_orders" ADD CONSTRAINT "fnb_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_orders" ADD CONSTRAINT "fnb_orders_outlet_fnb_outlets_code_fk" FOREIGN KEY ("outlet") REFERENCES "public"."fnb_outlets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_orders" ADD CONSTRAINT "fnb_orders_address_id_member_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."member_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_orders" ADD CONSTRAINT "fnb_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_orders" ADD CONSTRAINT "fnb_orders_placed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("placed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fnb_order_events_order_idx" ON "fnb_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "fnb_order_lines_order_idx" ON "fnb_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fnb_orders_idempotency_uq" ON "fnb_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fnb_orders_invoice_uq" ON "fnb_orders" USING btree ("invoice_year","invoice_seq");--> statement-breakpoint
CREATE INDEX "fnb_orders_member_created_idx" ON "fnb_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "fnb_orders_outlet_slot_idx" ON "fnb_orders" USING btree ("outlet","slot_at");--> statement-breakpoint
CREATE INDEX "fnb_orders_status_slot_idx" ON "fnb_orders" USING btree ("status","slot_at");--> statement-breakpoint
CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default_uq" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";