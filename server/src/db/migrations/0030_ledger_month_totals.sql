-- The ledger's totals per member and month, kept by the database (db/schema/ledger.ts,
-- ledgerMonthTotals): a member's statement months read one row a month, not every entry.
CREATE TABLE "ledger_month_totals" (
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"charges" bigint DEFAULT 0 NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_month_totals_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
ALTER TABLE "ledger_month_totals" ADD CONSTRAINT "ledger_month_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each insert into the ledger adds its entries to their members' months, in the same statement
-- (so in the same transaction), in the club's time zone. An insert takes its months' rows in
-- key order; a transaction that writes many members' entries in several inserts writes them in
-- member order (the bill import, an event's cancellation), so such writers wait for each other
-- rather than deadlock. Entries of one member and month wait for each other's commit.
CREATE OR REPLACE FUNCTION ledger_month_totals_add() RETURNS trigger AS $$
DECLARE
  tz text := coalesce((SELECT time_zone FROM club_settings WHERE id = 1), 'Asia/Kolkata');
BEGIN
  INSERT INTO ledger_month_totals AS t (member_id, month, charges, payments, credits, entries)
  SELECT e.member_id,
         to_char(e.posted_at AT TIME ZONE tz, 'YYYY-MM'),
         coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0),
         coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0 AND e.kind = 'payment'), 0),
         coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0 AND e.kind <> 'payment'), 0),
         count(*)
  FROM new_entries e
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (member_id, month) DO UPDATE SET
    charges = t.charges + excluded.charges,
    payments = t.payments + excluded.payments,
    credits = t.credits + excluded.credits,
    entries = t.entries + excluded.entries;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_month_totals
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_totals_add();
--> statement-breakpoint
-- Every month counted again from the ledger, in a time zone: at this migration, and whenever
-- the club's time zone is set or changed (the months are the club's).
CREATE OR REPLACE FUNCTION ledger_month_totals_count(tz text) RETURNS void AS $$
BEGIN
  DELETE FROM ledger_month_totals;
  INSERT INTO ledger_month_totals (member_id, month, charges, payments, credits, entries)
  SELECT e.member_id,
         to_char(e.posted_at AT TIME ZONE tz, 'YYYY-MM'),
         coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0),
         coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0 AND e.kind = 'payment'), 0),
         coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0 AND e.kind <> 'payment'), 0),
         count(*)
  FROM ledger_entries e
  GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION club_settings_time_zone_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.time_zone IS NOT DISTINCT FROM NEW.time_zone THEN
    RETURN NULL;
  END IF;
  PERFORM ledger_month_totals_count(NEW.time_zone);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER club_settings_time_zone_months
  AFTER INSERT OR UPDATE OF time_zone ON club_settings
  FOR EACH ROW EXECUTE FUNCTION club_settings_time_zone_changed();
--> statement-breakpoint
SELECT ledger_month_totals_count(coalesce((SELECT time_zone FROM club_settings WHERE id = 1), 'Asia/Kolkata'));
