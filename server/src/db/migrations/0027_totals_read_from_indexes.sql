DROP INDEX "ledger_member_posted_idx";--> statement-breakpoint
DROP INDEX "payments_created_id_idx";--> statement-breakpoint
CREATE INDEX "ledger_member_posted_totals_idx" ON "ledger_entries" USING btree ("member_id","posted_at","amount","kind");--> statement-breakpoint
CREATE INDEX "payments_created_totals_idx" ON "payments" USING btree ("created_at","id","status","amount");