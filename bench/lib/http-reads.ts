/** The HTTP reads (autocannon): each set against the node:http ceiling measured just before. */
import autocannon from 'autocannon';
import {
  CONNECTIONS,
  DURATION,
  MEMORY_TARGET_MB,
  PUBLIC_READ_TARGET,
  PUBLIC_READS,
  SIGNED_IN_READ_P99_MS,
  SIGNED_IN_READ_TARGET,
  SIGNED_IN_READS,
  START_TARGET_SECONDS,
  WARMUP,
  type Engine,
} from './options.ts';
import { memberCookie, readMemory, round, type Memory, type Server } from './portal.ts';

export interface Row {
  case: string;
  engine: Engine;
  path: string;
  reqPerSec: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  ratioToCeiling: number | null;
  /**
   * The ceiling this case is set against: measured just before it (the machine's speed moves
   * within a run on a shared VM; a ceiling taken minutes earlier moved a share by 2x).
   */
  ceilingReqPerSec: number | null;
  /** The share of the ceiling this case should reach; null when it has none. */
  target: number | null;
  /** The p99 latency this case should stay under (ms); null when it has none. */
  p99TargetMs: number | null;
}

/** The node:http ceiling's address while the reads are measured (started in main). */
let ceilingBase: string | null = null;
export const rows: Row[] = [];

/** From now on, each portal read is set against the ceiling at `base`, measured just before. */
export function useCeiling(base: string): void {
  ceilingBase = base;
}

/** The ceiling's requests a second now: the same load, the same duration as a case. */
export async function ceilingNow(): Promise<number | null> {
  if (!ceilingBase) return null;
  const r = await autocannon({
    url: `${ceilingBase}/api/settings`,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return round(r.requests.mean, 1);
}

export async function measure(
  caseName: string,
  engine: Engine,
  base: string,
  urlPath: string,
  headers: Record<string, string> = {},
  target: number | null = null,
  p99TargetMs: number | null = null,
): Promise<Row> {
  const url = `${base}${urlPath}`;
  if (WARMUP > 0) {
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers });
  }
  const ceiling = engine === 'node:http' ? null : await ceilingNow();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const reqPerSec = round(r.requests.mean, 1);
  const row: Row = {
    case: caseName,
    engine,
    path: urlPath,
    reqPerSec,
    meanMs: round(r.latency.average, 2),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    ratioToCeiling: null,
    ceilingReqPerSec: engine === 'node:http' ? reqPerSec : ceiling,
    target,
    p99TargetMs,
  };
  row.ratioToCeiling = row.ceilingReqPerSec ? round(row.reqPerSec / row.ceilingReqPerSec, 3) : null;
  rows.push(row);
  console.log(
    `  ${caseName.padEnd(24)} ${engine.padEnd(9)} ${String(row.reqPerSec).padStart(9)} req/s` +
      `  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  errors+non2xx ${row.errors + row.non2xx}`,
  );
  return row;
}

/** "settings: 14,200 req/s = 33% of ceiling (target 30%, met)" */
export function againstTarget(r: Row): string {
  const rate = `${Math.round(r.reqPerSec).toLocaleString('en-US')} req/s`;
  if (r.engine === 'node:http') return `${r.case} ${r.engine}: ${rate} (the ceiling)`;
  const share = r.ratioToCeiling === null ? '?' : `${(r.ratioToCeiling * 100).toFixed(1)}%`;
  const target =
    r.target === null
      ? 'no target'
      : `target ${Math.round(r.target * 100)}%, ${
          r.ratioToCeiling !== null && r.ratioToCeiling >= r.target ? 'met' : 'NOT met'
        }`;
  const p99 =
    r.p99TargetMs === null
      ? ''
      : `; p99 ${r.p99Ms} ms (target under ${r.p99TargetMs} ms, ${
          r.p99Ms < r.p99TargetMs ? 'met' : 'NOT met'
        })`;
  const ceiling = `${Math.round(r.ceilingReqPerSec ?? 0).toLocaleString('en-US')} req/s`;
  return `${r.case} ${r.engine}: ${rate} = ${share} of the ceiling just before (${ceiling}; ${target})${p99}`;
}

export async function measurePortal(server: Server, engine: Engine): Promise<Memory> {
  for (const read of PUBLIC_READS) {
    await measure(read.name, engine, server.base, read.path, {}, PUBLIC_READ_TARGET);
  }
  const cookie = await memberCookie(server.base);
  // Issue 13: signed-in reads at 5 % of the ceiling on PGlite, 10 % on PostgreSQL, p99 < 20 ms.
  for (const read of SIGNED_IN_READS) {
    await measure(
      read.name,
      engine,
      server.base,
      read.path,
      { cookie },
      SIGNED_IN_READ_TARGET[engine],
      SIGNED_IN_READ_P99_MS,
    );
  }
  // The session must have survived the load.
  const after = await fetch(`${server.base}/api/auth/me`, { headers: { cookie } });
  const still = (await after.json()) as { user?: unknown };
  if (!still.user) console.warn('  warning: the session was gone after the signed-in reads');
  const mem = readMemory(server.child.proc.pid);
  console.log(`  ${engine} server RSS after the run: ${mem.vmRssMb} MB (peak ${mem.vmHwmMb} MB)`);
  return {
    engine,
    ...mem,
    startSeconds: server.startSeconds,
    firstStart: server.firstStart ?? { seconds: server.startSeconds, vmRssMb: null, vmHwmMb: null },
    logWarnings: server.child.warnings,
  };
}

export function printTable(memory: Memory[], skipped: string[]) {
  const header = [
    'case',
    'engine',
    'req/s (mean)',
    'mean ms',
    'p50 ms',
    'p99 ms',
    'errors+non2xx',
    'x ceiling',
    'target',
  ];
  const body = rows.map((r) => [
    r.case,
    r.engine,
    r.reqPerSec.toFixed(1),
    r.meanMs.toFixed(2),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.errors + r.non2xx),
    r.ratioToCeiling === null ? '-' : r.ratioToCeiling.toFixed(3),
    r.target === null ? '-' : r.target.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(
    `\nResults (${CONNECTIONS} connections, ${DURATION} s per case after ${WARMUP} s warm-up)\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  console.log(
    '\nEach case against its target (share of the node:http ceiling, measured again just before the case):',
  );
  for (const r of rows) console.log(`  ${againstTarget(r)}`);
  console.log('');
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const m of memory) {
    const memTarget = MEMORY_TARGET_MB[m.engine];
    console.log(
      `${m.engine.padEnd(9)} server RSS after the run (seeded database): ${m.vmRssMb ?? '?'} MB ` +
        `(peak ${m.vmHwmMb ?? '?'} MB)` +
        (memTarget === null
          ? ''
          : ` (target under ${memTarget} MB, ${met(m.vmRssMb !== null && m.vmRssMb < memTarget)})`) +
        `; start to ready on the seeded database ${m.startSeconds} s ` +
        `(target under ${START_TARGET_SECONDS} s, ${met(m.startSeconds < START_TARGET_SECONDS)}); ` +
        `warn/error log lines: ${m.logWarnings.length}`,
    );
    console.log(
      `${''.padEnd(9)} first start (migrations + demo seed): ${m.firstStart.seconds} s, ` +
        `RSS at ready ${m.firstStart.vmRssMb ?? '?'} MB (peak ${m.firstStart.vmHwmMb ?? '?'} MB)`,
    );
  }
  for (const s of skipped) console.log(s);
}
