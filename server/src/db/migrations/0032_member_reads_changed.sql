-- The member reads' cache (live/member-reads.ts): a change to what a member's dashboard and
-- statement answer (the ledger, the months' totals the database keeps from it, the member, the
-- club's settings) NOTIFYs club_member_reads at the commit, and every server process on the
-- database forgets the answers it keeps.
CREATE OR REPLACE FUNCTION club_member_reads_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('club_member_reads', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_member_reads
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION club_member_reads_changed();
--> statement-breakpoint
CREATE TRIGGER ledger_month_totals_member_reads
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_month_totals
  FOR EACH STATEMENT EXECUTE FUNCTION club_member_reads_changed();
--> statement-breakpoint
CREATE TRIGGER members_member_reads
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION club_member_reads_changed();
--> statement-breakpoint
CREATE TRIGGER club_settings_member_reads
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON club_settings
  FOR EACH STATEMENT EXECUTE FUNCTION club_member_reads_changed();
