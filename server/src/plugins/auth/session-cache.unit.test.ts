import { afterEach, describe, expect, it } from 'vitest';
import { watchWrites, writeWatchLogger } from '../../db/write-watch.ts';
import { ONLY_LAST_SEEN, TABLES } from './session-cache.ts';

describe('the writes that empty the session cache', () => {
  let seen: number;
  let stop = () => {};
  afterEach(() => stop());
  const run = (statement: string) => {
    seen = 0;
    stop = watchWrites({ tables: TABLES, ignore: ONLY_LAST_SEEN, changed: () => seen++ });
    writeWatchLogger.logQuery(statement);
    stop();
    return seen;
  };

  it.each([
    'update "sessions" set "acting_member_id" = $1 where "sessions"."id" = $2',
    'delete from "sessions" where "sessions"."token_hash" = $1',
    'update "members" set "status" = $1, "updated_at" = now() where "members"."id" = $2',
    'update "staff_users" set "active" = $1 where "staff_users"."id" = $2',
    'delete from "members" where "members"."id" = $1',
    "update sessions set last_seen_at = now() - interval '31 minutes'",
    'TRUNCATE staff_users CASCADE',
  ])('%s', (statement) => {
    expect(run(statement)).toBe(1);
  });

  it.each([
    'update "sessions" set "last_seen_at" = now() where "sessions"."id" = $1',
    'insert into "sessions" ("token_hash", "member_id") values ($1, $2)',
    'select "id" from "sessions" where "token_hash" = $1',
    'update "member_dependents" set "name" = $1 where "id" = $2',
    'update "fnb_orders" set "status" = $1 where "member_id" in (select id from members)',
  ])('not %s', (statement) => {
    expect(run(statement)).toBe(0);
  });
});
