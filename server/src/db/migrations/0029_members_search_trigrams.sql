-- Manage Members' search reads a trigram index (pg_trgm) of what it searches (memberSearchText,
-- db/schema/members.ts) instead of every member. PGlite loads the extension when it opens
-- (db/client.ts); on PostgreSQL pg_trgm is a trusted extension, which the database's owner
-- may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin (("code" || E'\x01' || "first_name" || ' ' || "last_name" || E'\x01' || coalesce("email", '') || E'\x01' || coalesce("mobile", '')) gin_trgm_ops);
