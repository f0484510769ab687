CREATE TABLE "statement_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bill_date" date NOT NULL,
	"opening" bigint NOT NULL,
	"bill_amount" bigint NOT NULL,
	"received" bigint NOT NULL,
	"closing" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"period" text NOT NULL,
	"row_count" integer NOT NULL,
	"total_billed" bigint DEFAULT 0 NOT NULL,
	"total_received" bigint DEFAULT 0 NOT NULL,
	"imported_by_staff_id" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_import_rows" ADD CONSTRAINT "statement_import_rows_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_import_rows" ADD CONSTRAINT "statement_import_rows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_imported_by_staff_id_staff_users_id_fk" FOREIGN KEY ("imported_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_import_rows_line_uq" ON "statement_import_rows" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "statement_import_rows_member_idx" ON "statement_import_rows" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_imports_sha_uq" ON "statement_imports" USING btree ("file_sha256");--> statement-breakpoint
CREATE INDEX "statement_imports_at_idx" ON "statement_imports" USING btree ("imported_at");