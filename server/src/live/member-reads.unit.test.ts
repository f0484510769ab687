import { describe, expect, it } from 'vitest';
import { MEMBER_READ_TABLES } from './member-reads.ts';

describe('the writes that empty the member reads', () => {
  it('are those naming the ledger, the months, the members or the settings', () => {
    for (const sql of [
      'insert into "ledger_entries" ("member_id", "kind") values ($1, $2)',
      'update "members" set "credit_limit" = $1 where "members"."id" = $2',
      'delete from members where id = 1',
      'with moved as (select 1) insert into ledger_entries select * from moved',
      'update "club_settings" set "currency" = $1',
      'insert into ledger_month_totals (member_id) values (1)',
      'truncate table "ledger_entries"',
    ]) {
      expect(MEMBER_READ_TABLES.test(sql), sql).toBe(true);
    }
  });

  it('not those of other tables whose names only begin or end alike', () => {
    for (const sql of [
      'insert into "member_photos" ("member_id") values ($1)',
      'update "sessions" set "last_seen_at" = now() where "token_hash" = $1',
      'insert into "club_settings_history" ("id") values ($1)',
      'update "staff_users" set "name" = $1',
    ]) {
      expect(MEMBER_READ_TABLES.test(sql), sql).toBe(false);
    }
  });
});
