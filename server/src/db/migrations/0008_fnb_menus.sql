CREATE TABLE "fnb_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fnb_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"diet" text NOT NULL,
	"image_url" text,
	"kitchen" text NOT NULL,
	"tax_rate" integer NOT NULL,
	"available_from" text,
	"available_to" text,
	"active" boolean DEFAULT true NOT NULL,
	"sold_out_on" date,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fnb_items_price_ck" CHECK ("fnb_items"."price" > 0 and "fnb_items"."price" <= 10000000),
	CONSTRAINT "fnb_items_diet_ck" CHECK ("fnb_items"."diet" in ('veg','non_veg')),
	CONSTRAINT "fnb_items_kitchen_ck" CHECK ("fnb_items"."kitchen" in ('main','tandoor','chinese','pastry','bar')),
	CONSTRAINT "fnb_items_tax_ck" CHECK ("fnb_items"."tax_rate" in (0,500,1200,1800,2800)),
	CONSTRAINT "fnb_items_hours_ck" CHECK (("fnb_items"."available_from" is null and "fnb_items"."available_to" is null) or ("fnb_items"."available_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "fnb_items"."available_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "fnb_items"."available_from" < "fnb_items"."available_to"))
);
--> statement-breakpoint
CREATE TABLE "fnb_outlets" (
	"code" text PRIMARY KEY NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"lead_minutes" integer NOT NULL,
	"slot_capacity" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fnb_outlets_code_ck" CHECK ("fnb_outlets"."code" in ('restaurant','bar')),
	CONSTRAINT "fnb_outlets_opens_ck" CHECK ("fnb_outlets"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "fnb_outlets_closes_ck" CHECK ("fnb_outlets"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "fnb_outlets_hours_ck" CHECK ("fnb_outlets"."opens_at" < "fnb_outlets"."closes_at"),
	CONSTRAINT "fnb_outlets_lead_ck" CHECK ("fnb_outlets"."lead_minutes" between 0 and 240),
	CONSTRAINT "fnb_outlets_slot_ck" CHECK ("fnb_outlets"."slot_capacity" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "fnb_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fnb_categories" ADD CONSTRAINT "fnb_categories_outlet_fnb_outlets_code_fk" FOREIGN KEY ("outlet") REFERENCES "public"."fnb_outlets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_items" ADD CONSTRAINT "fnb_items_outlet_fnb_outlets_code_fk" FOREIGN KEY ("outlet") REFERENCES "public"."fnb_outlets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_items" ADD CONSTRAINT "fnb_items_category_id_fnb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."fnb_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_items" ADD CONSTRAINT "fnb_items_sub_category_id_fnb_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."fnb_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnb_sub_categories" ADD CONSTRAINT "fnb_sub_categories_category_id_fnb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."fnb_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fnb_categories_outlet_sort_idx" ON "fnb_categories" USING btree ("outlet","sort","id");--> statement-breakpoint
CREATE INDEX "fnb_items_category_sort_idx" ON "fnb_items" USING btree ("category_id","sort","id");--> statement-breakpoint
CREATE INDEX "fnb_items_outlet_active_idx" ON "fnb_items" USING btree ("outlet","active");--> statement-breakpoint
CREATE INDEX "fnb_sub_categories_category_sort_idx" ON "fnb_sub_categories" USING btree ("category_id","sort","id");--> statement-breakpoint
INSERT INTO "fnb_outlets" ("code", "opens_at", "closes_at", "lead_minutes", "slot_capacity") VALUES ('restaurant', '07:30', '22:30', 30, 10), ('bar', '11:00', '22:30', 15, 10) ON CONFLICT DO NOTHING;
