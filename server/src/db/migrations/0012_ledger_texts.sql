ALTER TABLE "ledger_entries" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "text_params" jsonb;