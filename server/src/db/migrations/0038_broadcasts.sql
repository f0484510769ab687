CREATE TABLE "broadcast_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcast_id" integer NOT NULL,
	"member_id" integer,
	"staff_id" integer,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_deliveries_key" UNIQUE NULLS NOT DISTINCT("broadcast_id","channel","member_id","staff_id"),
	CONSTRAINT "broadcast_deliveries_status_ck" CHECK ("broadcast_deliveries"."status" in ('queued','sending','sent','failed')),
	CONSTRAINT "broadcast_deliveries_channel_ck" CHECK ("broadcast_deliveries"."channel" in ('in_app','email')),
	CONSTRAINT "broadcast_deliveries_recipient_ck" CHECK (("broadcast_deliveries"."member_id" is null) <> ("broadcast_deliveries"."staff_id" is null))
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"template" text DEFAULT 'general' NOT NULL,
	"audience" jsonb NOT NULL,
	"channels" text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"image_key" text,
	"file_key" text,
	"file_name" text,
	"created_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipient_count" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "broadcasts_status_ck" CHECK ("broadcasts"."status" in ('draft','scheduled','sending','sent','cancelled')),
	CONSTRAINT "broadcasts_template_ck" CHECK ("broadcasts"."template" in ('general','event_launch','bookings_open','highlights','information')),
	CONSTRAINT "broadcasts_channels_ck" CHECK (cardinality("broadcasts"."channels") between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "notification_prefs" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notification_prefs_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "notification_prefs_kind_ck" CHECK ("notification_prefs"."kind" in ('order_status','stay','hall_booking','event_booking','waitlist_offer','feedback_reply','payment','broadcast'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"staff_id" integer,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"broadcast_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_ref_key" UNIQUE NULLS NOT DISTINCT("member_id","staff_id","ref"),
	CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" in ('order_status','stay','hall_booking','event_booking','waitlist_offer','feedback_reply','payment','broadcast')),
	CONSTRAINT "notifications_recipient_ck" CHECK (("notifications"."member_id" is null) <> ("notifications"."staff_id" is null))
);
--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_cancelled_by_staff_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_prefs" ADD CONSTRAINT "notification_prefs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_deliveries_due_idx" ON "broadcast_deliveries" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "broadcast_deliveries_report_idx" ON "broadcast_deliveries" USING btree ("broadcast_id","status");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "broadcasts_status_idx" ON "broadcasts" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "notifications_staff_idx" ON "notifications" USING btree ("staff_id","id");