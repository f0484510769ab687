/**
 * The statement burst (README.md, "The statement burst"): N members open their statement at
 * the same moment, as on the first of the month, R rounds. Opening it is what the web app's
 * statement page asks: `GET /api/member/statements?lang=en`, the list of months with the
 * newest month's statement (until 2026-11-28 the page asked for the months, then for the
 * newest month, one after the other); a member's time is from the request sent to the answer
 * read, and an answer without the newest month's entries counts as a failure.
 *
 * The members are served through the admin's "act as member" (the demo gives only three
 * members a PIN): N admin sessions, each acting for a different member who may sign in.
 *
 * Every round measures first openings, as on the first of the month: the server keeps a
 * member's opened statement until anything it shows changes (server/src/live/member-reads.ts),
 * so before each round the admin saves the club's settings unchanged, which empties what it
 * keeps.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Client } from './lib/client.ts';
import { percentile, pooled, staffSession } from './lib/client.ts';

export interface StatementRound {
  round: number;
  members: number;
  ok: number;
  wallMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Failed openings by 'status' (or the fetch error). */
  errors: Record<string, number>;
  loadAverage1m: number;
}

export interface StatementBurst {
  members: number;
  /** Distinct members served (fewer than `members` when the club has fewer who may sign in). */
  distinctMembers: number;
  rounds: StatementRound[];
  overall: Omit<StatementRound, 'round' | 'loadAverage1m'>;
  setupSeconds: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function timedOpen(client: Client): Promise<{ ms: number; error: string | null }> {
  const started = performance.now();
  try {
    const opened = await client.call<{
      months: { month: string }[];
      latest?: { totals: { month: string }; entries: unknown[] };
    }>('GET', '/api/member/statements?lang=en');
    const month = opened.months[0]?.month;
    if (!month || opened.latest?.totals.month !== month) {
      return { ms: performance.now() - started, error: 'no newest statement' };
    }
    return { ms: performance.now() - started, error: null };
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    return { ms: performance.now() - started, error: text.match(/answered (\d+)/)?.[1] ?? text };
  }
}

function summarise(times: { ms: number; error: string | null }[], wallMs: number) {
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const t of times) if (t.error) errors[t.error] = (errors[t.error] ?? 0) + 1;
  return {
    members: times.length,
    ok: times.filter((t) => !t.error).length,
    wallMs: round1(wallMs),
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted[sorted.length - 1] ?? 0),
    errors,
  };
}

/** The fields of the general settings a save takes (contracts' updateSettingsRequest). */
const SETTINGS_FIELDS = [
  'clubName',
  'shortName',
  'address',
  'phone',
  'email',
  'clubTimings',
  'financialYearStartMonth',
] as const;

/** Saves the club's settings as they are: the server forgets every statement it keeps. */
export async function forgetKeptStatements(admin: Client) {
  const settings = await admin.call<Record<string, unknown>>('GET', '/api/settings');
  await admin.call(
    'PUT',
    '/api/admin/settings',
    Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, settings[f]])),
  );
}

export async function runStatementBurst(
  base: string,
  opts: { members: number; rounds: number; warmupRounds: number; log: (line: string) => void },
): Promise<StatementBurst> {
  const setupStarted = performance.now();
  const admin = await staffSession(base);
  // Members who may sign in (Active, Suspended, Lapsed), by code.
  const codes: string[] = [];
  for (let page = 0; ; page++) {
    const list = await admin.call<{ items: { code: string; status: string }[]; pageCount: number }>(
      'GET',
      `/api/admin/members?sortBy=code&pageSize=100&pageIndex=${page}`,
    );
    codes.push(
      ...list.items
        .filter((m) => ['Active', 'Suspended', 'Lapsed'].includes(m.status))
        .map((m) => m.code),
    );
    if (page + 1 >= list.pageCount) break;
  }
  if (codes.length === 0) throw new Error('no member may sign in');
  opts.log(`  signing in ${opts.members} admin sessions to act as ${opts.members} members`);
  const clients = await pooled(
    Array.from({ length: opts.members }, (_, i) => i),
    4,
    async (i) => {
      const client = await staffSession(base);
      await client.call('POST', '/api/auth/act-as', { memberCode: codes[i % codes.length] });
      return client;
    },
  );
  // As the web app does before it shows any page (its session check), each member's app asks
  // who is signed in once. Acting for a member rewrites the session, which empties the
  // server's session cache, so without this the first round would also measure 200 session
  // lookups that a member who signed in and then opens the statement never waits for.
  await pooled(clients, 4, (client) => client.call('GET', '/api/auth/me'));
  const setupSeconds = round1((performance.now() - setupStarted) / 1000);

  // Unmeasured warm-up rounds, as the HTTP cases have their warm-up: a club's server has been
  // up for days when the first of the month comes, its code compiled and optimised by V8 and
  // its pool's connections open (a cold process's first rounds measure the compiler).
  for (let w = 1; w <= opts.warmupRounds; w++) {
    await forgetKeptStatements(admin);
    const started = performance.now();
    const times = await Promise.all(clients.map((c) => timedOpen(c)));
    const s = summarise(times, performance.now() - started);
    opts.log(`  warm-up ${w} (not measured): p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms`);
  }

  const rounds: StatementRound[] = [];
  const all: { ms: number; error: string | null }[] = [];
  let wallAll = 0;
  for (let r = 1; r <= opts.rounds; r++) {
    await forgetKeptStatements(admin);
    const loadAverage1m = round1(os.loadavg()[0] ?? 0);
    const started = performance.now();
    const times = await Promise.all(clients.map((c) => timedOpen(c)));
    const wallMs = performance.now() - started;
    wallAll += wallMs;
    all.push(...times);
    const round = { round: r, ...summarise(times, wallMs), loadAverage1m };
    rounds.push(round);
    opts.log(
      `  round ${r}: ${round.ok}/${round.members} opened, p50 ${round.p50Ms} ms, p95 ${round.p95Ms} ms, ` +
        `p99 ${round.p99Ms} ms, max ${round.maxMs} ms`,
    );
  }
  return {
    members: opts.members,
    distinctMembers: Math.min(opts.members, codes.length),
    rounds,
    overall: summarise(all, wallAll),
    setupSeconds,
  };
}
