CREATE TABLE "banquet_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"pricing" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banquet_addons_pricing_ck" CHECK ("banquet_addons"."pricing" in ('per_guest','flat')),
	CONSTRAINT "banquet_addons_price_ck" CHECK ("banquet_addons"."price" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "banquet_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banquet_dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"veg" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banquet_hall_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banquet_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"cost_4h" bigint NOT NULL,
	"cost_8h" bigint NOT NULL,
	"electricity_4h" bigint NOT NULL,
	"electricity_8h" bigint NOT NULL,
	"projector_cost" bigint NOT NULL,
	"music_cost" bigint NOT NULL,
	"valet_cost" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banquet_halls_capacity_ck" CHECK ("banquet_halls"."capacity" between 1 and 5000),
	CONSTRAINT "banquet_halls_money_ck" CHECK ("banquet_halls"."cost_4h" between 0 and 100000000 and "banquet_halls"."cost_8h" between 0 and 100000000
        and "banquet_halls"."electricity_4h" between 0 and 100000000 and "banquet_halls"."electricity_8h" between 0 and 100000000
        and "banquet_halls"."projector_cost" between 0 and 100000000 and "banquet_halls"."music_cost" between 0 and 100000000
        and "banquet_halls"."valet_cost" between 0 and 100000000),
	CONSTRAINT "banquet_halls_tax_ck" CHECK ("banquet_halls"."tax_rate" in (0,500,1200,1800))
);
--> statement-breakpoint
CREATE TABLE "banquet_package_courses" (
	"package_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"choose" integer NOT NULL,
	CONSTRAINT "banquet_package_courses_package_id_course_id_pk" PRIMARY KEY("package_id","course_id"),
	CONSTRAINT "banquet_package_courses_choose_ck" CHECK ("banquet_package_courses"."choose" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banquet_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost_per_guest" bigint NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banquet_packages_type_ck" CHECK ("banquet_packages"."type" in ('veg','non_veg')),
	CONSTRAINT "banquet_packages_cost_ck" CHECK ("banquet_packages"."cost_per_guest" between 0 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "banquet_addons" ADD CONSTRAINT "banquet_addons_package_id_banquet_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."banquet_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_dishes" ADD CONSTRAINT "banquet_dishes_course_id_banquet_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."banquet_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_hall_photos" ADD CONSTRAINT "banquet_hall_photos_hall_id_banquet_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."banquet_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_package_courses" ADD CONSTRAINT "banquet_package_courses_package_id_banquet_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."banquet_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_package_courses" ADD CONSTRAINT "banquet_package_courses_course_id_banquet_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."banquet_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banquet_addons_package_idx" ON "banquet_addons" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banquet_courses_name_uq" ON "banquet_courses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "banquet_dishes_course_idx" ON "banquet_dishes" USING btree ("course_id","sort","id");--> statement-breakpoint
CREATE INDEX "banquet_hall_photos_hall_idx" ON "banquet_hall_photos" USING btree ("hall_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "banquet_halls_name_uq" ON "banquet_halls" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "banquet_package_courses_course_idx" ON "banquet_package_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banquet_packages_name_uq" ON "banquet_packages" USING btree (lower("name"));