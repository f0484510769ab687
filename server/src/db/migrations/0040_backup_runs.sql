CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"archive" text,
	"bytes" bigint,
	"rows" integer,
	"tables" integer,
	"trigger" text NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	CONSTRAINT "backup_runs_trigger_ck" CHECK ("backup_runs"."trigger" in ('manual','schedule'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("ok","started_at");