-- A member's payments by date with the id, the status and the amount: the Payment Report for one
-- member reads its totals from this index alone (db/schema/payments.ts).
DROP INDEX "payments_member_created_idx";--> statement-breakpoint
CREATE INDEX "payments_member_totals_idx" ON "payments" USING btree ("member_id","created_at","id","status","amount");