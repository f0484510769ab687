/** The checkout burst (checkout.ts) on one engine, its database checks, and its table. */
import { runCheckoutBurst } from '../checkout.ts';
import { checkDatabase, type Check, type SqlRunner } from './checkout-checks.ts';
import type { BurstResult, LatencySummary, RoundResult } from './checkout-plan.ts';
import { bestCeiling, type CeilingResult } from './ceiling.ts';
import { stopChild } from './children.ts';
import {
  burstVerdict,
  CHECKOUT_MEMBERS,
  CHECKOUT_ROUNDS,
  CHECKOUT_TARGETS,
  type Engine,
} from './options.ts';
import type { Server } from './portal.ts';

/** The checkout burst on one engine: its figures and checks, or why it did not run. */
export interface CheckoutCase {
  engine: Engine;
  members: number;
  rounds: RoundResult[];
  overall: LatencySummary | null;
  slot: string | null;
  clubTime: string | null;
  menuItems: number;
  setupSeconds: number;
  checks: Check[];
  /** Set when the case did not run (no slot left today) or failed. */
  skipped: string | null;
  failed: string | null;
  /** PostgreSQL: the same contended update sent straight by as many clients (lib/ceiling.ts). */
  ceiling: CeilingResult | null;
}

export const checkoutCases: CheckoutCase[] = [];

/**
 * Runs the burst against a running server, stops the server (the database is read afterwards,
 * when nothing writes any more: PGlite's folder can only be opened once the server let go of
 * it) and checks what landed. A failure is recorded and the run goes on.
 */
export async function checkoutCase(
  engine: Engine,
  server: Server,
  runner: SqlRunner,
  /** PostgreSQL: the database's URL, for the ceiling measured once the server has stopped. */
  ceilingUrl?: string,
): Promise<void> {
  const row: CheckoutCase = {
    engine,
    members: 0,
    rounds: [],
    overall: null,
    slot: null,
    clubTime: null,
    menuItems: 0,
    setupSeconds: 0,
    checks: [],
    skipped: null,
    failed: null,
    ceiling: null,
  };
  checkoutCases.push(row);
  console.log(`  checkout burst: ${CHECKOUT_MEMBERS} members at once, ${CHECKOUT_ROUNDS} round(s)`);
  let burst: BurstResult | null = null;
  try {
    const result = await runCheckoutBurst(server.base, {
      members: CHECKOUT_MEMBERS,
      rounds: CHECKOUT_ROUNDS,
      log: (line) => console.log(line),
    });
    if ('skipped' in result) {
      row.skipped = result.skipped;
      console.log(`  ${result.skipped}`);
    } else {
      burst = result;
      Object.assign(row, {
        members: result.members,
        rounds: result.rounds,
        overall: result.overall,
        slot: result.slot,
        clubTime: result.clubTime,
        menuItems: result.items,
        setupSeconds: result.setupSeconds,
      });
    }
  } catch (err) {
    row.failed = err instanceof Error ? err.message : String(err);
    console.log(`  checkout burst failed: ${row.failed}`);
  }
  await stopChild(server.child);
  if (!burst) return;
  try {
    row.checks = await checkDatabase(burst, runner);
    for (const c of row.checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  } catch (err) {
    row.failed = `database checks: ${err instanceof Error ? err.message : String(err)}`;
    console.log(`  ${row.failed}`);
  }
  if (ceilingUrl) {
    try {
      row.ceiling = await bestCeiling(ceilingUrl, { clients: CHECKOUT_MEMBERS, places: null });
      console.log(
        `  ceiling: ${row.ceiling.perSecond} updates/s of one row by ${CHECKOUT_MEMBERS} clients`,
      );
    } catch (err) {
      console.log(`  ceiling failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

export function printCheckout() {
  if (checkoutCases.length === 0) return;
  console.log('\nCheckout burst (each round: every member posts one order at the same moment)\n');
  const header = [
    'engine',
    'round',
    'orders',
    '201',
    'wall ms',
    'orders/s',
    'mean ms',
    'min ms',
    'p50 ms',
    'p99 ms',
    'max ms',
    'errors',
  ];
  const body: string[][] = [];
  for (const c of checkoutCases) {
    const errors = (s: LatencySummary) =>
      Object.entries(s.errors)
        .map(([k, n]) => `${n}x ${k}`)
        .join(', ') || '0';
    const cells = (label: string, s: LatencySummary) => [
      c.engine,
      label,
      String(s.orders),
      String(s.created),
      s.wallMs.toFixed(1),
      s.ordersPerSec.toFixed(1),
      s.meanMs.toFixed(1),
      s.minMs.toFixed(1),
      s.p50Ms.toFixed(1),
      s.p99Ms.toFixed(1),
      s.maxMs.toFixed(1),
      errors(s),
    ];
    for (const r of c.rounds) body.push(cells(String(r.round), r));
    if (c.overall) body.push(cells('all', c.overall));
  }
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i < 2 || i === header.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  for (const c of checkoutCases) {
    console.log('');
    if (c.skipped) console.log(`${c.engine}: ${c.skipped}`);
    if (c.failed) console.log(`${c.engine}: FAILED: ${c.failed}`);
    if (c.slot) {
      console.log(
        `${c.engine}: ${c.members} members, pickup slot ${c.slot} (club time ${c.clubTime}), ` +
          `${c.menuItems} items, setup (sign-ins, act as, credit checks, members added) ${c.setupSeconds} s`,
      );
    }
    for (const k of c.checks) console.log(`  ${k.ok ? 'ok  ' : 'FAIL'} ${k.name}: ${k.detail}`);
    if (c.overall && c.engine !== 'node:http') {
      const share = c.ceiling ? c.overall.ordersPerSec / c.ceiling.perSecond : null;
      console.log(
        `  ${c.overall.ordersPerSec.toFixed(1)} orders/s, p99 ${c.overall.p99Ms.toFixed(1)} ms` +
          (c.ceiling
            ? ` = ${((share ?? 0) * 100).toFixed(1)} % of the ceiling (${c.ceiling.perSecond} updates/s` +
              ` of one row by ${c.ceiling.clients} clients straight on PostgreSQL, p99 ${c.ceiling.p99Ms} ms)`
            : '') +
          `; ${burstVerdict(CHECKOUT_TARGETS[c.engine], {
            perSecond: c.overall.ordersPerSec,
            p99Ms: c.overall.p99Ms,
            ceilingShare: share,
          })}`,
      );
    }
  }
}
