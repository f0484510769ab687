CREATE INDEX "members_joined_idx" ON "members" USING btree ("joined_on");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "ledger_posted_idx" ON "ledger_entries" USING btree ("posted_at","source","kind","amount","tax_amount","source_id");