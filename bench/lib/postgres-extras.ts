/** On PostgreSQL: the data-scale case (scale.ts), then the event booking rush (event-rush.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEventRush, type RushResult } from '../event-rush.ts';
import {
  growDatabase,
  runScaleCase,
  SCALE_REQUESTS,
  SCALE_TARGET_RATIO,
  type ScaleResult,
} from '../scale.ts';
import { bestCeiling, PORTAL_POOL_SIZE, type CeilingResult } from './ceiling.ts';
import { leftovers, stopChild } from './children.ts';
import {
  burstVerdict,
  PG_ADMIN_URL,
  RUSH_MEMBERS,
  RUSH_ON,
  RUSH_PLACES,
  RUSH_TARGET,
  SCALE_ON,
} from './options.ts';
import { round, startPortal, type Server } from './portal.ts';
import { databaseUrl, psql, psqlLong } from './psql.ts';

/** The two cases' results (null: not run). */
export const extras: {
  scale: { result: ScaleResult | null; failed: string | null } | null;
  rush: {
    result: RushResult | null;
    failed: string | null;
    /** The same conditional update sent straight to PostgreSQL by as many clients. */
    ceiling?: CeilingResult | null;
  } | null;
} = { scale: null, rush: null };

/**
 * The data-scale case and then the booking rush, on PostgreSQL. The bench's (seeded) database
 * is copied and the copy grown to years of use; one server on each answers the same pages in
 * turns (scale.ts). The rush then runs on the grown one.
 */
export async function runPostgresExtras(pgDatabase: string, pgDataDir: string): Promise<void> {
  if (!SCALE_ON && !RUSH_ON) return;
  const demoUrl = databaseUrl(PG_ADMIN_URL, pgDatabase);
  let rushDatabase = demoUrl;
  let demo: Server | null = null;
  let grown: Server | null = null;
  try {
    if (SCALE_ON) {
      console.log('  data scale: the busiest pages on the demo data and on a grown copy, in turns');
      try {
        const grownDatabase = `${pgDatabase}_grown`;
        leftovers.pgDatabases.push(grownDatabase);
        await psql(PG_ADMIN_URL, `CREATE DATABASE ${grownDatabase} TEMPLATE ${pgDatabase}`);
        const grownUrl = databaseUrl(PG_ADMIN_URL, grownDatabase);
        console.log('  growing the copy (1,000 members, 1M ledger entries, 200k orders, ...)');
        const started = performance.now();
        const rows = await growDatabase((statement) => psqlLong(grownUrl, statement));
        const generateSeconds = round((performance.now() - started) / 1000, 1);
        console.log(`  grown in ${generateSeconds} s: ${JSON.stringify(rows)}`);
        rushDatabase = grownUrl;
        const grownDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-grown-'));
        leftovers.tempDirs.push(grownDataDir);
        demo = await startPortal('server (postgres, demo data)', {
          DATA_DIR: pgDataDir,
          DATABASE_URL: demoUrl,
        });
        grown = await startPortal('server (postgres, grown data)', {
          DATA_DIR: grownDataDir,
          DATABASE_URL: grownUrl,
        });
        const pages = await runScaleCase(demo.base, grown.base, (line) => console.log(line));
        extras.scale = { result: { rows, generateSeconds, pages }, failed: null };
      } catch (err) {
        const failed = err instanceof Error ? err.message : String(err);
        console.log(`  data scale failed: ${failed}`);
        extras.scale = { result: null, failed };
      }
      if (demo) await stopChild(demo.child);
    }
    if (RUSH_ON) {
      grown ??= await startPortal('server (postgres, booking rush)', {
        DATA_DIR: pgDataDir,
        DATABASE_URL: rushDatabase,
      });
      console.log(
        `  booking rush: ${RUSH_MEMBERS} members book one event of ${RUSH_PLACES} places at once`,
      );
      try {
        extras.rush = {
          result: await runEventRush(grown.base, (statement) => psqlLong(rushDatabase, statement), {
            members: RUSH_MEMBERS,
            places: RUSH_PLACES,
            log: (line) => console.log(line),
          }),
          failed: null,
        };
      } catch (err) {
        const failed = err instanceof Error ? err.message : String(err);
        console.log(`  booking rush failed: ${failed}`);
        extras.rush = { result: null, failed };
      }
      await stopChild(grown.child);
      const rush = extras.rush;
      try {
        if (rush)
          rush.ceiling = await bestCeiling(rushDatabase, {
            clients: RUSH_MEMBERS,
            places: RUSH_PLACES,
          });
      } catch (err) {
        console.log(`  booking rush ceiling failed: ${err instanceof Error ? err.message : err}`);
      }
    }
  } finally {
    // stopChild is a no-op on a server already stopped (the demo one, after the scale case).
    for (const server of [demo, grown] as (Server | null)[])
      if (server) await stopChild(server.child);
  }
}

export function printRush() {
  const rushCase = extras.rush;
  if (!rushCase) return;
  console.log('\nEvent booking rush (PostgreSQL; every member books one place at the same moment)');
  if (!rushCase.result) {
    console.log(`  FAILED: ${rushCase.failed}`);
    return;
  }
  const r = rushCase.result;
  console.log(
    `  ${r.members} members, ${r.places} places: ${r.booked} booked, ${r.full} refused as full in ` +
      `${r.wallMs} ms: ${r.bookingsPerSecond} bookings/s (${r.answersPerSecond} answers/s), ` +
      `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms; setup ${r.setupSeconds} s`,
  );
  for (const k of r.checks) console.log(`  ${k.ok ? 'ok  ' : 'FAIL'} ${k.name}: ${k.detail}`);
  const c = rushCase.ceiling;
  const share = c ? r.bookingsPerSecond / c.perSecond : null;
  if (c) {
    console.log(
      `  ceiling: ${c.perSecond} bookings/s (${c.taken} of ${c.clients} clients sending \`${c.statement}\`` +
        ` straight to PostgreSQL over ${PORTAL_POOL_SIZE} connections in ${c.wallMs} ms, p99 ${c.p99Ms} ms)`,
    );
  }
  console.log(
    `  ${r.bookingsPerSecond} bookings/s, p99 ${r.p99Ms} ms` +
      (share !== null
        ? ` = ${(share * 100).toFixed(1)} % of the ceiling`
        : ', no ceiling measured') +
      `; ${burstVerdict(RUSH_TARGET, { perSecond: r.bookingsPerSecond, p99Ms: r.p99Ms, ceilingShare: share })}`,
  );
}

export function printScale() {
  const scaleCase = extras.scale;
  if (!scaleCase) return;
  console.log(
    `\nData scale (PostgreSQL; p50 of ${SCALE_REQUESTS} requests to each of two servers, in turns)`,
  );
  if (!scaleCase.result) {
    console.log(`  FAILED: ${scaleCase.failed}`);
    return;
  }
  const r = scaleCase.result;
  console.log(
    `  grown to ${Object.entries(r.rows)
      .map(([t, n]) => `${n.toLocaleString('en')} ${t}`)
      .join(', ')} in ${r.generateSeconds} s`,
  );
  for (const p of r.pages) {
    console.log(
      `  ${p.name}: demo ${p.demoP50Ms} ms, grown ${p.scaledP50Ms} ms = ${p.ratio}x ` +
        (p.targeted
          ? `(target within ${SCALE_TARGET_RATIO}x, ${p.ratio <= SCALE_TARGET_RATIO ? 'met' : 'NOT met'})`
          : '(no target: a report the office asks for, counting every payment there is)'),
    );
  }
}
