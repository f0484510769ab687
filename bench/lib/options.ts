/** The bench's options (BENCH_* variables) and the targets its figures are set against. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');

export function envNumber(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return n;
}

export const DURATION = envNumber('BENCH_DURATION', 10, 1); // seconds measured per case
export const WARMUP = envNumber('BENCH_WARMUP', 2, 0); // seconds of warm-up per case, discarded
export const CONNECTIONS = Math.floor(envNumber('BENCH_CONNECTIONS', 10, 1));
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const READY_TIMEOUT_MS = envNumber('BENCH_READY_TIMEOUT', 180, 5) * 1000;
/** A folder: the portal servers run with `--cpu-prof` and write their profiles there. */
export const CPU_PROF_DIR = process.env.BENCH_CPU_PROF
  ? path.resolve(process.env.BENCH_CPU_PROF)
  : null;
/**
 * The public reads every visitor makes (answered from the in-process read cache): each must
 * reach this share of the node:http ceiling measured in the same run.
 */
export const PUBLIC_READ_TARGET = 0.3;
/** The public, cacheable reads measured on each engine (GET /api/settings first). */
export const PUBLIC_READS: { name: string; path: string }[] = [
  { name: 'GET /api/settings', path: '/api/settings' },
  { name: 'GET content/pages', path: '/api/content/pages' },
  { name: 'GET content/pages/:slug', path: '/api/content/pages/cricket' },
  { name: 'GET content/images', path: '/api/content/images?kind=banner' },
  { name: 'GET content/committee', path: '/api/content/committee' },
  { name: 'GET content/affiliated', path: '/api/content/affiliated' },
];
/** The engines a case runs on, from its variable (all, postgres, pglite or none). */
function enginesFrom(name: string): Engine[] {
  const raw = (process.env[name] || 'all').toLowerCase();
  const engines = {
    all: ['pglite', 'postgres'],
    postgres: ['postgres'],
    pglite: ['pglite'],
    none: [],
  }[raw];
  if (!engines) throw new Error(`${name} must be all, postgres, pglite or none, got "${raw}"`);
  return engines as Engine[];
}
export const CHECKOUT_ENGINES = enginesFrom('BENCH_CHECKOUT');
export const STATEMENT_ENGINES = enginesFrom('BENCH_STATEMENTS');
/** The data-scale case (scale.ts): on PostgreSQL unless BENCH_SCALE=none. */
export const SCALE_ON = (() => {
  const raw = (process.env.BENCH_SCALE || 'postgres').toLowerCase();
  if (raw !== 'postgres' && raw !== 'none')
    throw new Error(`BENCH_SCALE must be postgres or none, got "${raw}"`);
  return raw === 'postgres';
})();
/** The event booking rush (event-rush.ts): on PostgreSQL unless BENCH_RUSH=none. */
export const RUSH_ON = (() => {
  const raw = (process.env.BENCH_RUSH || 'postgres').toLowerCase();
  if (raw !== 'postgres' && raw !== 'none')
    throw new Error(`BENCH_RUSH must be postgres or none, got "${raw}"`);
  return raw === 'postgres';
})();
/** Lighthouse on the five target pages (lighthouse.ts), unless BENCH_LIGHTHOUSE=none. */
export const LIGHTHOUSE = (() => {
  const raw = (process.env.BENCH_LIGHTHOUSE || 'on').toLowerCase();
  if (raw !== 'on' && raw !== 'none') {
    throw new Error(`BENCH_LIGHTHOUSE must be on or none, got "${raw}"`);
  }
  return raw === 'on';
})();
export const LIGHTHOUSE_ROUNDS = Math.floor(envNumber('BENCH_LIGHTHOUSE_ROUNDS', 5, 1));
export const RUSH_MEMBERS = Math.floor(envNumber('BENCH_RUSH_MEMBERS', 500, 2));
export const RUSH_PLACES = Math.floor(envNumber('BENCH_RUSH_PLACES', 100, 1));
export const STATEMENT_MEMBERS = Math.floor(envNumber('BENCH_STATEMENT_MEMBERS', 200, 1));
export const STATEMENT_ROUNDS = Math.floor(envNumber('BENCH_STATEMENT_ROUNDS', 3, 1));
export const STATEMENT_WARMUP_ROUNDS = Math.floor(envNumber('BENCH_STATEMENT_WARMUP', 2, 0));
/** Issue 13: 200 members opening their statement at once, p95 under 300 ms on PostgreSQL. */
export const STATEMENT_P95_TARGET_MS: Record<Engine, number | null> = {
  'node:http': null,
  pglite: null,
  postgres: 300,
};

/** Issue 36's size: 200 members at once (the bench adds members the club lacks), 2 rounds. */
export const CHECKOUT_MEMBERS = Math.floor(envNumber('BENCH_CHECKOUT_MEMBERS', 200, 1));
export const CHECKOUT_ROUNDS = Math.floor(envNumber('BENCH_CHECKOUT_ROUNDS', 2, 1));

/**
 * Issue 36's targets of the bursts: orders (bookings) a second over the burst's wall time, the
 * p99 of the answers, and (PostgreSQL) the share of the database's own pace for the same
 * contended update (lib/ceiling.ts). null: no target.
 */
export interface BurstTarget {
  perSecond: number;
  p99Ms: number | null;
  ceilingShare: number | null;
}
export const CHECKOUT_TARGETS: Record<'pglite' | 'postgres', BurstTarget> = {
  pglite: { perSecond: 100, p99Ms: null, ceilingShare: null },
  postgres: { perSecond: 300, p99Ms: 500, ceilingShare: null },
};
export const RUSH_TARGET: BurstTarget = { perSecond: 200, p99Ms: 500, ceilingShare: 0.25 };

/** A burst's figures beside its target: "met", or what is not. */
export function burstVerdict(
  target: BurstTarget,
  got: { perSecond: number; p99Ms: number; ceilingShare: number | null },
): string {
  const misses: string[] = [];
  if (got.perSecond < target.perSecond) misses.push(`${got.perSecond}/s < ${target.perSecond}/s`);
  if (target.p99Ms !== null && got.p99Ms >= target.p99Ms)
    misses.push(`p99 ${got.p99Ms} ms >= ${target.p99Ms} ms`);
  if (target.ceilingShare !== null && (got.ceilingShare ?? 0) < target.ceilingShare)
    misses.push(
      `${((got.ceilingShare ?? 0) * 100).toFixed(1)} % < ${target.ceilingShare * 100} % of the ceiling`,
    );
  const wanted = [
    `${target.perSecond}/s`,
    ...(target.p99Ms !== null ? [`p99 under ${target.p99Ms} ms`] : []),
    ...(target.ceilingShare !== null ? [`${target.ceilingShare * 100} % of the ceiling`] : []),
  ].join(', ');
  return `target ${wanted}: ${misses.length ? `NOT met (${misses.join('; ')})` : 'met'}`;
}
// All bench orders share one pickup slot, which takes at most 500 (the outlet's highest capacity).
if (CHECKOUT_MEMBERS * CHECKOUT_ROUNDS > 450) {
  throw new Error('BENCH_CHECKOUT_MEMBERS x BENCH_CHECKOUT_ROUNDS must stay at or below 450');
}

export type Engine = 'node:http' | 'pglite' | 'postgres';

/** Issue 13's memory (after the bench, on a seeded database) and start targets. */
export const MEMORY_TARGET_MB: Record<Engine, number | null> = {
  'node:http': null,
  pglite: 450,
  postgres: 250,
};
export const START_TARGET_SECONDS = 3;

/** The signed-in reads' targets (issue 13): a share of the ceiling per engine, and p99. */
export const SIGNED_IN_READ_TARGET: Record<Engine, number | null> = {
  'node:http': null,
  pglite: 0.05,
  postgres: 0.1,
};
export const SIGNED_IN_READ_P99_MS = 20;
/**
 * The signed-in reads measured on each engine, M1001's: who is signed in (every page of the
 * app asks), and the reads the member's dashboard and statement open with (as the web app and
 * the server's drawing of those pages ask them, page-head.ts MEMBER_PAGES).
 */
export const SIGNED_IN_READS: { name: string; path: string }[] = [
  { name: 'GET /api/auth/me', path: '/api/auth/me' },
  { name: 'GET member/account-summary', path: '/api/member/account-summary?lang=en' },
  { name: 'GET member/statements', path: '/api/member/statements?lang=en' },
];
