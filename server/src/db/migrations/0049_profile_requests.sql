CREATE TABLE "profile_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"change" jsonb NOT NULL,
	"before" jsonb,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_change_requests_kind_ck" CHECK ("profile_change_requests"."kind" in ('address','name','add_dependent','remove_dependent')),
	CONSTRAINT "profile_change_requests_status_ck" CHECK ("profile_change_requests"."status" in ('Pending','Approved','Rejected','Withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "notification_prefs" DROP CONSTRAINT "notification_prefs_kind_ck";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_ck";--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_change_requests_pending_uq" ON "profile_change_requests" USING btree ("member_id","kind",coalesce("change"->>'familyId', '')) WHERE "profile_change_requests"."status" = 'Pending' and "profile_change_requests"."kind" <> 'add_dependent';--> statement-breakpoint
CREATE INDEX "profile_change_requests_member_idx" ON "profile_change_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "profile_change_requests_status_idx" ON "profile_change_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "notification_prefs" ADD CONSTRAINT "notification_prefs_kind_ck" CHECK ("notification_prefs"."kind" in ('order_status','stay','hall_booking','event_booking','waitlist_offer','feedback_reply','payment','broadcast','chat_reply','profile_request'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" in ('order_status','stay','hall_booking','event_booking','waitlist_offer','feedback_reply','payment','broadcast','chat_reply','profile_request'));