CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"link_kind" text,
	"link_id" integer,
	"subject" text NOT NULL,
	"rating" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" integer,
	"photo_key" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_reply_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"first_reply_at" timestamp with time zone,
	"first_reply_minutes" integer,
	"resolved_at" timestamp with time zone,
	"resolution_minutes" integer,
	"closed_at" timestamp with time zone,
	"answer_rating" integer,
	"answer_comment" text DEFAULT '' NOT NULL,
	"answer_rated_at" timestamp with time zone,
	CONSTRAINT "feedback_category_ck" CHECK ("feedback"."category" in ('fnb','bar','events','chambers','banquets','sports','facilities','general')),
	CONSTRAINT "feedback_status_ck" CHECK ("feedback"."status" in ('open','in_progress','resolved','closed')),
	CONSTRAINT "feedback_link_ck" CHECK (("feedback"."link_kind" is null and "feedback"."link_id" is null) or ("feedback"."link_kind" in ('order','stay','hall_booking','event_booking') and "feedback"."link_id" is not null)),
	CONSTRAINT "feedback_subject_ck" CHECK (char_length("feedback"."subject") <= 120),
	CONSTRAINT "feedback_rating_ck" CHECK ("feedback"."rating" between 1 and 5),
	CONSTRAINT "feedback_answer_rating_ck" CHECK ("feedback"."answer_rating" is null or "feedback"."answer_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "feedback_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"author_member" integer,
	"author_staff" integer,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_messages_author_ck" CHECK (("feedback_messages"."author_member" is null) <> ("feedback_messages"."author_staff" is null)),
	CONSTRAINT "feedback_messages_note_ck" CHECK (not "feedback_messages"."internal" or "feedback_messages"."author_staff" is not null),
	CONSTRAINT "feedback_messages_body_ck" CHECK (char_length("feedback_messages"."body") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "feedback_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"status" text NOT NULL,
	"by_member" integer,
	"by_staff" integer,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_steps_status_ck" CHECK ("feedback_steps"."status" in ('open','in_progress','resolved','closed'))
);
--> statement-breakpoint
CREATE TABLE "feedback_targets" (
	"category" text PRIMARY KEY NOT NULL,
	"first_reply_hours" integer NOT NULL,
	"resolution_hours" integer NOT NULL,
	CONSTRAINT "feedback_targets_category_ck" CHECK ("feedback_targets"."category" in ('fnb','bar','events','chambers','banquets','sports','facilities','general')),
	CONSTRAINT "feedback_targets_hours_ck" CHECK ("feedback_targets"."first_reply_hours" > 0 and "feedback_targets"."resolution_hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "office_hours" jsonb DEFAULT '{"mon":{"open":"09:30","close":"18:00"},"tue":{"open":"09:30","close":"18:00"},"wed":{"open":"09:30","close":"18:00"},"thu":{"open":"09:30","close":"18:00"},"fri":{"open":"09:30","close":"18:00"},"sat":{"open":"09:30","close":"18:00"},"sun":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_author_member_members_id_fk" FOREIGN KEY ("author_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_author_staff_staff_users_id_fk" FOREIGN KEY ("author_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_steps" ADD CONSTRAINT "feedback_steps_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_steps" ADD CONSTRAINT "feedback_steps_by_member_members_id_fk" FOREIGN KEY ("by_member") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_steps" ADD CONSTRAINT "feedback_steps_by_staff_staff_users_id_fk" FOREIGN KEY ("by_staff") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_member_created_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_created_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_category_created_idx" ON "feedback" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "feedback_assigned_idx" ON "feedback" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_messages_feedback_idx" ON "feedback_messages" USING btree ("feedback_id","id");--> statement-breakpoint
CREATE INDEX "feedback_steps_feedback_idx" ON "feedback_steps" USING btree ("feedback_id","id");--> statement-breakpoint
INSERT INTO "feedback_targets" ("category", "first_reply_hours", "resolution_hours") VALUES ('fnb', 4, 24), ('bar', 4, 24), ('events', 8, 40), ('chambers', 8, 40), ('banquets', 8, 40), ('sports', 8, 40), ('facilities', 8, 40), ('general', 8, 40);
