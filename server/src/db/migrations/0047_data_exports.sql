CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text NOT NULL,
	"json_key" text,
	"pdf_key" text,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_exports_status_ck" CHECK ("data_exports"."status" in ('pending','ready','failed','expired'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_member_idx" ON "data_exports" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_pending_uq" ON "data_exports" USING btree ("member_id") WHERE "data_exports"."status" = 'pending';