/** The statement burst (statements.ts) on one engine, and its lines. */
import { runStatementBurst, type StatementBurst } from '../statements.ts';
import {
  STATEMENT_ENGINES,
  STATEMENT_MEMBERS,
  STATEMENT_P95_TARGET_MS,
  STATEMENT_ROUNDS,
  STATEMENT_WARMUP_ROUNDS,
  type Engine,
} from './options.ts';
import type { Server } from './portal.ts';

export const statementCases: {
  engine: Engine;
  burst: StatementBurst | null;
  failed: string | null;
}[] = [];

/** The statement burst on a running server; a failure is recorded and the run goes on. */
export async function statementCase(engine: Engine, server: Server): Promise<void> {
  if (!STATEMENT_ENGINES.includes(engine)) return;
  console.log(
    `  statement burst: ${STATEMENT_MEMBERS} members at once, ${STATEMENT_ROUNDS} round(s)`,
  );
  try {
    const burst = await runStatementBurst(server.base, {
      members: STATEMENT_MEMBERS,
      rounds: STATEMENT_ROUNDS,
      warmupRounds: STATEMENT_WARMUP_ROUNDS,
      log: (line) => console.log(line),
    });
    statementCases.push({ engine, burst, failed: null });
  } catch (err) {
    const failed = err instanceof Error ? err.message : String(err);
    console.log(`  statement burst failed: ${failed}`);
    statementCases.push({ engine, burst: null, failed });
  }
}

export function printStatements() {
  if (statementCases.length === 0) return;
  console.log(
    '\nStatement burst (each round: every member opens their statement at the same moment)',
  );
  for (const c of statementCases) {
    if (!c.burst) {
      console.log(`  ${c.engine}: FAILED: ${c.failed}`);
      continue;
    }
    const o = c.burst.overall;
    const target = STATEMENT_P95_TARGET_MS[c.engine];
    const errors = Object.entries(o.errors)
      .map(([k, n]) => `${n}x ${k}`)
      .join(', ');
    console.log(
      `  statement burst ${c.engine}: ${c.burst.members} members (${c.burst.distinctMembers} distinct) x ` +
        `${c.burst.rounds.length} rounds: ${o.ok}/${o.members} opened, p50 ${o.p50Ms} ms, ` +
        `p95 ${o.p95Ms} ms, p99 ${o.p99Ms} ms, max ${o.maxMs} ms` +
        (errors ? `, errors ${errors}` : '') +
        (target === null
          ? ' (no target)'
          : ` (target p95 under ${target} ms, ${o.p95Ms < target && o.ok === o.members ? 'met' : 'NOT met'})`),
    );
  }
}
