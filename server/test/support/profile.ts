import { sql } from 'drizzle-orm';
import type { Caller } from '../fixtures.ts';
import type { TestApp } from '../helpers.ts';

/** The profile's and the approval queue's URLs, as callers see them. */
export const MINE = '/api/member/profile';
export const REQUESTS = '/api/member/profile/requests';
export const APPROVALS = '/api/admin/member/approvals';

export const getMine = (who: Caller) => who.inject({ url: MINE });
export const putMine = (who: Caller, payload: object) =>
  who.inject({ method: 'PUT', url: MINE, payload });
export const ask = (who: Caller, payload: object) =>
  who.inject({ method: 'POST', url: REQUESTS, payload });
export const withdraw = (who: Caller, id: number) =>
  who.inject({ method: 'POST', url: `${REQUESTS}/${id}/withdraw` });
export const approve = (who: Caller, id: number) =>
  who.inject({ method: 'POST', url: `${APPROVALS}/${id}/approve` });
export const reject = (who: Caller, id: number, reason: unknown) =>
  who.inject({ method: 'POST', url: `${APPROVALS}/${id}/reject`, payload: { reason } });

/** One value of a query on the app's database. */
export async function one<T>(t: TestApp, q: ReturnType<typeof sql>): Promise<T> {
  const res = await t.app.ctx.db.execute(q);
  return res.rows[0] as T;
}

/** How many rows a table holds (where told). */
export async function countRows(t: TestApp, table: string, where = sql`true`): Promise<number> {
  const r = await one<{ n: number }>(
    t,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return Number(r.n);
}
