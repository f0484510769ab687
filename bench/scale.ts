/**
 * The data-scale case (README.md, "Data scale"): the pages the office and the members open
 * most, timed on the demo club and on a copy of its database grown to a club's years of use
 * (1,000 members, 1 million ledger entries, 200,000 food orders, 100,000 card payments and
 * 300,000 audit lines), one server on each, asked in turns. Target (issue 13): each page
 * within 1.5x of its time on the demo.
 *
 * The rows are copies of the demo's own rows (so every check constraint and every text key is
 * one the portal writes), spread over the members and the last two years; the columns are read
 * from information_schema, so the copy follows the schema as it changes. PostgreSQL only.
 */
import type { Client } from './lib/client.ts';
import { percentile, staffSession } from './lib/client.ts';
import { forgetKeptStatements } from './statements.ts';

export type SqlExec = (statement: string) => Promise<string>;

export interface ScalePage {
  name: string;
  path: string;
  demoP50Ms: number;
  scaledP50Ms: number;
  demoP95Ms: number;
  scaledP95Ms: number;
  ratio: number;
  /** False for a page timed for the record only (one the office asks for, not one it opens on). */
  targeted: boolean;
}

export interface ScaleResult {
  rows: Record<string, number>;
  generateSeconds: number;
  pages: ScalePage[];
}

export const SCALE_TARGET_RATIO = 1.5;
/** Requests to each server per page, after the warm-up (README.md, "Data scale"). */
export const SCALE_REQUESTS = 100;
const WARMUP = 10;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Copies of `table`'s rows until it holds `target` rows, with some columns rewritten. */
async function growTable(
  sql: SqlExec,
  table: string,
  target: number,
  overrides: Record<string, string>,
  where = 'true',
): Promise<void> {
  const have = Number(await sql(`select count(*) from ${table}`));
  const source = Number(await sql(`select count(*) from ${table} where ${where}`));
  if (have >= target || source === 0) return;
  const columns = (
    await sql(
      `select string_agg(column_name, ',' order by ordinal_position) from information_schema.columns
       where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER'
         and is_identity = 'NO' and coalesce(column_default, '') not like 'nextval%'`,
    )
  ).split(',');
  const select = columns.map((c) => (c in overrides ? `${overrides[c]} as ${c}` : `s.${c}`));
  const copies = Math.ceil((target - have) / source);
  await sql(
    `with m as (select array_agg(id order by id) ids, count(*)::int n from members)
     insert into ${table} (${columns.join(',')})
     select ${select.join(', ')}
     from (select * from ${table} where ${where}) s cross join generate_series(1, ${copies}) g(n), m
     limit ${target - have}`,
  );
}

/** A member id spread over all members by the copy's row and number (`s.id`, `g.n`). */
const someMember = (salt: number) => `m.ids[1 + ((s.id::bigint * ${salt} + g.n * 7919) % m.n)]`;
/** A moment within the last two years, moved back from the row's own by whole weeks. */
const spreadBack = (column: string) =>
  `s.${column} - ((g.n * 13 + s.id) % 104) * interval '7 days'`;

/** Copies of the Active demo members until the club has `target` members (new codes, emails). */
export async function growMembers(sql: SqlExec, target: number): Promise<void> {
  await growTable(
    sql,
    'members',
    target,
    {
      code: `'S' || lpad((s.id * 1000 + g.n)::text, 7, '0')`,
      email: `'scale' || s.id || '-' || g.n || '@scale.example'`,
    },
    "status = 'Active'",
  );
}

export async function growDatabase(sql: SqlExec): Promise<Record<string, number>> {
  // Members first (the others spread over them): 1,000 in all.
  await growMembers(sql, 1000);
  await growTable(sql, 'ledger_entries', 1_000_000, {
    member_id: someMember(31),
    posted_at: spreadBack('posted_at'),
    created_at: spreadBack('created_at'),
    source_id: 'null',
  });
  await growTable(sql, 'fnb_orders', 200_000, {
    member_id: someMember(37),
    created_at: spreadBack('created_at'),
    idempotency_key: `s.idempotency_key || '-s' || g.n`,
    invoice_number: `case when s.invoice_number is null then null else s.invoice_number || '-S' || g.n end`,
    invoice_seq: `case when s.invoice_seq is null then null else s.invoice_seq + g.n * 100000 end`,
  });
  await growTable(sql, 'payments', 100_000, {
    member_id: someMember(41),
    created_at: spreadBack('created_at'),
    reference: `case when s.reference is null then null else s.reference || '-s' || g.n end`,
    provider_order_id: `case when s.provider_order_id is null then null else s.provider_order_id || '-s' || g.n end`,
    provider_payment_id: `case when s.provider_payment_id is null then null else s.provider_payment_id || '-s' || g.n end`,
  });
  await growTable(sql, 'audit_log', 300_000, { at: spreadBack('at') });
  // As autovacuum leaves a database that grew over years: statistics, and the visibility map
  // that lets the totals read their covering indexes alone (an index-only scan).
  await sql('vacuum analyze');
  const rows: Record<string, number> = {};
  for (const table of ['members', 'ledger_entries', 'fnb_orders', 'payments', 'audit_log'])
    rows[table] = Number(await sql(`select count(*) from ${table}`));
  return rows;
}

/** The analytics' charts the case times, and over which range. */
const ANALYTICS_TIMED: [string, 'month' | 'year'][] = [
  ['revenue', 'month'],
  ['revenue', 'year'],
  ['occupancy', 'year'],
  ['top-items', 'year'],
  ['members', 'year'],
  ['feedback', 'year'],
];

interface Page {
  name: string;
  path: string;
  /** The admin's session acting for M1001 (the member's own pages) or the admin's own. */
  as: 'member' | 'admin';
  /** False: timed for the record, with no target. */
  targeted?: false;
  /**
   * A read the server keeps once answered (the statement as it opens: live/member-reads.ts):
   * each request is a first opening, after the admin's unchanged settings save empties what
   * the server keeps (the work on a grown ledger, not the kept answer, is what is timed).
   */
  firstOpen?: true;
}

/** This month's first and last day at the club ('YYYY-MM-DD'), as the Payment Report opens on it. */
async function clubMonth(client: Client): Promise<[string, string]> {
  const { timeZone } = await client.call<{ timeZone: string }>('GET', '/api/settings');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${today.slice(0, 8)}01`, `${today.slice(0, 8)}${String(last).padStart(2, '0')}`];
}

async function pages(member: Client): Promise<Page[]> {
  const months = await member.call<{ months: { month: string }[] }>(
    'GET',
    '/api/member/statements',
  );
  // The last full month: the demo's richest, and after the growth one of ~40 entries.
  const month = months.months[1]?.month ?? months.months[0]?.month ?? '';
  const [from, to] = await clubMonth(member);
  // Last month and last year at the club, as the analytics' presets give them.
  const [y, m] = from.split('-').map(Number) as [number, number];
  const [ly, lm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const lastDay = new Date(Date.UTC(ly, lm, 0)).getUTCDate();
  const ym = `${ly}-${String(lm).padStart(2, '0')}`;
  const lastMonth = `from=${ym}-01&to=${ym}-${lastDay}`;
  const lastYear = `from=${y - 1}-01-01&to=${y - 1}-12-31`;
  return [
    {
      name: 'statement months',
      path: '/api/member/statements?lang=en',
      as: 'member',
      firstOpen: true,
    },
    { name: 'statement (a month)', path: `/api/member/statements/${month}?lang=en`, as: 'member' },
    { name: 'Manage Members, first page', path: '/api/admin/members?pageSize=25', as: 'admin' },
    {
      name: 'Manage Members, search',
      path: '/api/admin/members?pageSize=25&term=mehta',
      as: 'admin',
    },
    {
      name: 'Manage Members, page 6 by name',
      path: '/api/admin/members?pageSize=25&pageIndex=5&sortBy=name',
      as: 'admin',
    },
    {
      name: 'payment report, first page (this month)',
      path: `/api/admin/reports/payments?from=${from}&to=${to}`,
      as: 'admin',
    },
    {
      name: 'payment report, one member (every date)',
      path: '/api/admin/reports/payments?member=M1001',
      as: 'admin',
    },
    {
      name: 'payment report, every date',
      path: '/api/admin/reports/payments',
      as: 'admin',
      targeted: false,
    },
    { name: 'audit log, first page', path: '/api/admin/audit', as: 'admin' },
    { name: 'audit log, page 6', path: '/api/admin/audit?pageIndex=5', as: 'admin' },
    // The analytics (issue 35): each chart one aggregate over its range's rows, so it grows with
    // the rows a range holds (a grown year holds many more); timed for the record.
    ...ANALYTICS_TIMED.map(([chart, range]) => ({
      name: `analytics ${chart}, ${range === 'month' ? 'last month' : 'last year'} beside the year before`,
      path: `/api/admin/analytics/${chart}?${range === 'month' ? lastMonth : lastYear}&compare=previousYear`,
      as: 'admin' as const,
      targeted: false as const,
    })),
  ];
}

interface Side {
  member: Client;
  admin: Client;
}

async function sessions(base: string): Promise<Side> {
  const admin = await staffSession(base);
  const member = await staffSession(base);
  await member.call('POST', '/api/auth/act-as', { memberCode: 'M1001' });
  return { member, admin };
}

async function timed(client: Client, path: string): Promise<number> {
  const started = performance.now();
  await client.call('GET', path);
  return performance.now() - started;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)) };
};

/**
 * One page on both servers, interleaved: each round asks the demo and the grown server once,
 * in turns (demo first in even rounds, grown first in odd ones), so that whatever else the
 * machine does falls on both alike. Two medians taken minutes apart, as before, moved by 2x
 * on a loaded machine for pages of 3 to 9 ms.
 */
async function timePage(demo: Side, grown: Side, page: Page) {
  const ask = async (side: Side) => {
    if (page.firstOpen) await forgetKeptStatements(side.admin);
    return timed(side[page.as], page.path);
  };
  for (let i = 0; i < WARMUP; i++) {
    await ask(demo);
    await ask(grown);
  }
  const onDemo: number[] = [];
  const onGrown: number[] = [];
  for (let i = 0; i < SCALE_REQUESTS; i++) {
    if (i % 2 === 0) {
      onDemo.push(await ask(demo));
      onGrown.push(await ask(grown));
    } else {
      onGrown.push(await ask(grown));
      onDemo.push(await ask(demo));
    }
  }
  return { demo: summary(onDemo), grown: summary(onGrown) };
}

/**
 * Times the pages on two servers at once: one on the demo club's database and one on its copy
 * grown to years of use (growDatabase, before the server started).
 */
export async function runScaleCase(
  demoBase: string,
  grownBase: string,
  log: (line: string) => void,
): Promise<ScalePage[]> {
  const demo = await sessions(demoBase);
  const grown = await sessions(grownBase);
  const list = await pages(demo.member);
  const out: ScalePage[] = [];
  for (const p of list) {
    const t = await timePage(demo, grown, p);
    const ratio = Math.round((t.grown.p50 / Math.max(t.demo.p50, 0.1)) * 100) / 100;
    out.push({
      name: p.name,
      path: p.path,
      demoP50Ms: t.demo.p50,
      demoP95Ms: t.demo.p95,
      scaledP50Ms: t.grown.p50,
      scaledP95Ms: t.grown.p95,
      ratio,
      targeted: p.targeted ?? true,
    });
    log(
      `  ${p.name}: demo p50 ${t.demo.p50} ms (p95 ${t.demo.p95}), grown p50 ${t.grown.p50} ms ` +
        `(p95 ${t.grown.p95}) = ${ratio}x`,
    );
  }
  return out;
}
