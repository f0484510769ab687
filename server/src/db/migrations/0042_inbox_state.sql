CREATE TABLE "inbox_states" (
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"ref_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"starred" boolean DEFAULT false NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"moved_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_states_member_id_source_ref_id_pk" PRIMARY KEY("member_id","source","ref_id"),
	CONSTRAINT "inbox_states_source_ck" CHECK ("inbox_states"."source" in ('broadcast','mail','feedback')),
	CONSTRAINT "inbox_states_moved_ck" CHECK ("inbox_states"."moved_to" is null or "inbox_states"."moved_to" in ('spam','trash')),
	CONSTRAINT "inbox_states_tags_ck" CHECK ("inbox_states"."tags" <@ array['bookings', 'dining', 'events', 'club', 'personal']::text[])
);
--> statement-breakpoint
ALTER TABLE "inbox_states" ADD CONSTRAINT "inbox_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;