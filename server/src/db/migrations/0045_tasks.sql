CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_key" text,
	"title_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"team" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"assignee_id" integer,
	"due_on" date,
	"source_kind" text DEFAULT 'manual' NOT NULL,
	"source_id" integer,
	"purpose" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_team_ck" CHECK ("tasks"."team" in ('office','kitchen','housekeeping')),
	CONSTRAINT "tasks_status_ck" CHECK ("tasks"."status" in ('Active','Done')),
	CONSTRAINT "tasks_source_kind_ck" CHECK ("tasks"."source_kind" in ('manual','stay','function','feedback')),
	CONSTRAINT "tasks_title_key_ck" CHECK ("tasks"."title_key" is null or "tasks"."title_key" in ('prepareRoom','functionSheet','feedbackFollowUp')),
	CONSTRAINT "tasks_source_ck" CHECK (("tasks"."source_kind" = 'manual') = ("tasks"."source_id" is null)),
	CONSTRAINT "tasks_tags_ck" CHECK ("tasks"."tags" <@ array['urgent', 'guest', 'vip', 'maintenance', 'supplies']::text[])
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_source_uq" ON "tasks" USING btree ("source_kind","source_id","purpose");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("deleted","due_on");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id");