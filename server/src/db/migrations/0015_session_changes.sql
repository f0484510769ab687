-- The session cache (plugins/auth/session-cache.ts): a change to what a session answers (the
-- session itself, its member's or staff user's name, status, role or access) NOTIFYs
-- club_sessions at the commit, and every server process on the database forgets its cached
-- sessions. Writing only sessions.last_seen_at (the idle clock) notifies nothing.
CREATE OR REPLACE FUNCTION club_sessions_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('club_sessions', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_changed
  AFTER UPDATE OF token_hash, member_id, staff_id, acting_member_id, must_change, expires_at OR DELETE
  ON sessions FOR EACH STATEMENT EXECUTE FUNCTION club_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated
  AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION club_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER members_session_fields_changed
  AFTER UPDATE OF code, first_name, last_name, email, status, language OR DELETE
  ON members FOR EACH STATEMENT EXECUTE FUNCTION club_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER members_truncated
  AFTER TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION club_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER staff_session_fields_changed
  AFTER UPDATE OF code, name, email, role, language, active OR DELETE
  ON staff_users FOR EACH STATEMENT EXECUTE FUNCTION club_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER staff_users_truncated
  AFTER TRUNCATE ON staff_users FOR EACH STATEMENT EXECUTE FUNCTION club_sessions_changed();
