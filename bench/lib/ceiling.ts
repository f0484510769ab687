/**
 * The database's own pace for a burst's contended write (issue 36): the same conditional update
 * of one row that a booking rush or a checkout burst queues on, sent straight to PostgreSQL by
 * the same number of clients at the same moment, over a pool as large as the portal's (10
 * connections, server/src/db/client.ts), each update its own statement. What a request of the
 * portal does besides (signing in, reading, pricing, the rows it writes) costs on top; the share
 * of this ceiling says how much of the row's pace the portal keeps.
 *
 * The row is a table of its own (`bench_ceiling_<pid>`, dropped afterwards) shaped like the
 * contended row: a counter and its limit.
 */
import pg from 'pg';
import { percentile } from './client.ts';

/** The same pool size as the portal's. */
export const PORTAL_POOL_SIZE = 10;

export interface CeilingResult {
  clients: number;
  /** Updates that took their place (the rest found the row full). */
  taken: number;
  wallMs: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The statement each client sent. */
  statement: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * `clients` clients at once, each sending once `update … set taken = taken + 1 where id = 1
 * and taken + 1 <= limit returning taken` (limit: `places`, or every client when null).
 */
export async function contendedCeiling(
  url: string,
  opts: { clients: number; places: number | null },
): Promise<CeilingResult> {
  const table = `bench_ceiling_${process.pid}`;
  const pool = new pg.Pool({ connectionString: url, max: PORTAL_POOL_SIZE });
  try {
    await pool.query(`drop table if exists ${table}`);
    await pool.query(
      `create table ${table} (id int primary key, taken int not null, capacity int not null)`,
    );
    await pool.query(`insert into ${table} values (1, 0, $1)`, [opts.places ?? opts.clients]);
    // Every connection opened before the burst, as the portal's are after its warm-up.
    await Promise.all(Array.from({ length: PORTAL_POOL_SIZE }, () => pool.query('select 1')));
    const statement = `update ${table} set taken = taken + 1 where id = 1 and taken + 1 <= capacity returning taken`;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: opts.clients }, async () => {
        const t0 = performance.now();
        const res = await pool.query(statement);
        return { ms: performance.now() - t0, took: res.rowCount === 1 };
      }),
    );
    const wallMs = performance.now() - started;
    const taken = answers.filter((a) => a.took).length;
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    return {
      clients: opts.clients,
      taken,
      wallMs: round1(wallMs),
      perSecond: round1(taken / (wallMs / 1000)),
      p50Ms: round1(percentile(times, 50)),
      p99Ms: round1(percentile(times, 99)),
      statement: statement.replace(table, 'the row'),
    };
  } finally {
    await pool.query(`drop table if exists ${table}`).catch(() => undefined);
    await pool.end();
  }
}

/**
 * The ceiling measured `rounds` times (the first warms the server's caches), and the best of
 * them: the pace the database can reach, which the portal is set against.
 */
export async function bestCeiling(
  url: string,
  opts: { clients: number; places: number | null; rounds?: number },
): Promise<CeilingResult> {
  let best: CeilingResult | null = null;
  for (let i = 0; i < (opts.rounds ?? 3); i += 1) {
    const r = await contendedCeiling(url, opts);
    if (!best || r.perSecond > best.perSecond) best = r;
  }
  return best!;
}
