CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"created_by_staff_id" integer,
	"created_by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_kind_ck" CHECK ("ledger_entries"."kind" in ('charge','payment','credit','refund','adjustment')),
	CONSTRAINT "ledger_source_ck" CHECK ("ledger_entries"."source" in ('fnb_order','chamber_booking','banquet_booking','event_booking','dues','subscription','statement_import','manual')),
	CONSTRAINT "ledger_sign_ck" CHECK (("ledger_entries"."kind" in ('charge','refund') and "ledger_entries"."amount" >= 0) or ("ledger_entries"."kind" in ('payment','credit') and "ledger_entries"."amount" <= 0) or "ledger_entries"."kind" = 'adjustment')
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_member_posted_idx" ON "ledger_entries" USING btree ("member_id","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_source_once_uq" ON "ledger_entries" USING btree ("member_id","source","source_id","kind") WHERE "ledger_entries"."source_id" is not null;