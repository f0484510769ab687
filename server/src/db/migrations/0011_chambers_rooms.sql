CREATE TABLE "chamber_room_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chamber_room_blocks_dates_ck" CHECK ("chamber_room_blocks"."to_date" >= "chamber_room_blocks"."from_date")
);
--> statement-breakpoint
CREATE TABLE "chamber_room_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chamber_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"member_tariff" bigint NOT NULL,
	"guest_tariff" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"capacity" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chamber_rooms_type_ck" CHECK ("chamber_rooms"."type" in ('single','double','suite')),
	CONSTRAINT "chamber_rooms_member_tariff_ck" CHECK ("chamber_rooms"."member_tariff" >= 0 and "chamber_rooms"."member_tariff" <= 10000000),
	CONSTRAINT "chamber_rooms_guest_tariff_ck" CHECK ("chamber_rooms"."guest_tariff" >= 0 and "chamber_rooms"."guest_tariff" <= 10000000),
	CONSTRAINT "chamber_rooms_tax_ck" CHECK ("chamber_rooms"."tax_rate" in (0,500,1200,1800)),
	CONSTRAINT "chamber_rooms_capacity_ck" CHECK ("chamber_rooms"."capacity" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "chamber_room_blocks" ADD CONSTRAINT "chamber_room_blocks_room_id_chamber_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chamber_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_room_blocks" ADD CONSTRAINT "chamber_room_blocks_added_by_staff_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamber_room_photos" ADD CONSTRAINT "chamber_room_photos_room_id_chamber_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chamber_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chamber_room_blocks_room_idx" ON "chamber_room_blocks" USING btree ("room_id","from_date");--> statement-breakpoint
CREATE INDEX "chamber_room_photos_room_idx" ON "chamber_room_photos" USING btree ("room_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chamber_rooms_number_uq" ON "chamber_rooms" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "chamber_rooms_type_active_idx" ON "chamber_rooms" USING btree ("type","active");