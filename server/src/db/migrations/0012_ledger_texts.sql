ALTER TABLE "ledger_entries" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_failure_reason_code_ck" CHECK ("payments"."failure_reason_code" in ('declined','insufficient_funds','card_expired','authentication_failed','cancelled','timed_out','provider_error','unknown'));