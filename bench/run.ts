/**
 * HTTP benchmark of the club portal (see README.md).
 *
 * One run measures, with autocannon against 127.0.0.1 only:
 *   1. the ceiling: a bare node:http server answering the /api/settings bytes, measured at
 *      the start and again just before each portal read, which is set against that one;
 *   2. the production server on PGlite: the public reads, and the member M1001's signed-in
 *      reads (who is signed in, the dashboard's and the statement's opening reads);
 *   3. the same on PostgreSQL (a fresh database, dropped afterwards), skipped when unreachable;
 *   4. after each engine's HTTP cases, the checkout burst (checkout.ts): 200 members placing an
 *      order at the same moment, two rounds, then the orders, invoice numbers and ledger
 *      charges read back from the database and checked to the paisa;
 *   5. the broadcast fan-out (broadcast.ts): 5,000 recipients in-app and by mail, on each engine.
 * Every server runs in its own child process; all of them are stopped at the end, also on failure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROADCAST_MEMBERS, measureBroadcast, printBroadcast } from './broadcast.ts';
import { measureFirstPress, printFirstPress } from './first-press.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureFirstPaint, SCRIPT_BUDGET_BYTES } from './script-budget.ts';
import { checkoutCase, checkoutCases, printCheckout } from './lib/checkout-case.ts';
import { cleanup, killAllNow, leftovers, stopChild, wasInterrupted } from './lib/children.ts';
import { measure, measurePortal, printTable, rows, useCeiling } from './lib/http-reads.ts';
import {
  benchDir,
  CHECKOUT_ENGINES,
  CHECKOUT_MEMBERS,
  CHECKOUT_ROUNDS,
  CONNECTIONS,
  DURATION,
  LIGHTHOUSE,
  LIGHTHOUSE_ROUNDS,
  PG_ADMIN_URL,
  repoRoot,
  STATEMENT_ENGINES,
  STATEMENT_MEMBERS,
  STATEMENT_ROUNDS,
  WARMUP,
} from './lib/options.ts';
import { pageResults, printLighthouse, printScriptBudget, scriptBudget } from './lib/pages.ts';
import { round, startCeiling, startPortalSeeded, type Memory } from './lib/portal.ts';
import { extras, printRush, printScale, runPostgresExtras } from './lib/postgres-extras.ts';
import { databaseUrl, pgliteRunner, psql, psqlRunner } from './lib/psql.ts';
import { printStatements, statementCase, statementCases } from './lib/statement-case.ts';

function machine() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? '?';
  return {
    nproc: os.availableParallelism(),
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    cpu: model.trim(),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

async function main() {
  const startedAt = new Date();
  const info = machine();
  const loadAverage = { atStart: os.loadavg().map((n) => round(n)), atEnd: [] as number[] };
  if ((loadAverage.atStart[0] ?? 0) > 0.5) {
    console.log(
      `note: load average ${loadAverage.atStart.join(' ')} at start: other processes share the CPUs, ` +
        'the figures will be lower and noisier than on a quiet machine\n',
    );
  }
  console.log(
    `club portal HTTP bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per case\n` +
      `checkout burst: ${CHECKOUT_ENGINES.length ? `${CHECKOUT_MEMBERS} members x ${CHECKOUT_ROUNDS} rounds on ${CHECKOUT_ENGINES.join(' and ')}` : 'off'}\n` +
      `machine: ${info.nproc} CPUs (${info.cpu}), ${info.memoryGb} GB, node ${info.node}\n`,
  );
  const memory: Memory[] = [];
  const skipped: string[] = [];

  try {
    // --- PGlite server first: it also gives the exact /api/settings bytes for the ceiling.
    console.log('PGlite:');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
    leftovers.tempDirs.push(dataDir);
    // DATABASE_URL set but empty: the embedded engine, even if a .env names a server.
    const pglite = await startPortalSeeded('server (pglite)', {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    if (pglite.engine !== 'pglite')
      throw new Error(`expected PGlite, the server runs ${pglite.engine}`);
    const settings = await fetch(`${pglite.base}/api/settings`);
    const settingsBody = Buffer.from(await settings.arrayBuffer());
    const contentType = settings.headers.get('content-type') ?? 'application/json';
    if (!settings.ok)
      throw new Error(`/api/settings answered ${settings.status}: ${settingsBody.toString()}`);

    // --- 1. the ceiling (the PGlite server sits idle meanwhile). It keeps running, idle, and
    // is measured again just before each portal read (ceilingNow).
    console.log(`ceiling (node:http, ${settingsBody.length} bytes of ${contentType}):`);
    const ceiling = await startCeiling(settingsBody, contentType);
    await measure('GET /api/settings', 'node:http', ceiling.base, '/api/settings');
    useCeiling(ceiling.base);

    // --- 2. PGlite.
    console.log('PGlite:');
    memory.push(await measurePortal(pglite, 'pglite'));
    await statementCase('pglite', pglite);
    // The pages as a phone's browser loads them (the same HTML on either engine), before the
    // checkout burst, which stops this server to read its database back.
    console.log('  first paint of the public pages and /login in Chromium (slow 4G, 4x CPU)');
    pageResults.firstPaint = await measureFirstPaint(`${pglite.base}/app`);
    console.log(
      '  the first press on the sign-in page and a public page in Chromium (1x and 4x CPU)',
    );
    pageResults.firstPress = await measureFirstPress(`${pglite.base}/app`);
    if (LIGHTHOUSE) {
      console.log('  Lighthouse on the five target pages');
      pageResults.lighthouse = await measureLighthouse(
        pglite.base,
        LIGHTHOUSE_ROUNDS,
        console.log,
      ).catch((err: unknown) => {
        console.log(`  Lighthouse failed: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      });
    }
    if (CHECKOUT_ENGINES.includes('pglite')) {
      await checkoutCase('pglite', pglite, pgliteRunner(path.join(dataDir, 'pglite'), dataDir));
    }
    await stopChild(pglite.child);

    // --- 3. PostgreSQL.
    console.log('PostgreSQL:');
    let reachable = false;
    try {
      const version = await psql(PG_ADMIN_URL, 'show server_version');
      reachable = true;
      console.log(`  PostgreSQL ${version} at ${new URL(PG_ADMIN_URL).host}`);
    } catch (err) {
      const why =
        err instanceof Error
          ? err.message.split('\n').filter(Boolean).slice(-1)[0]?.trim()
          : String(err);
      const msg = `PostgreSQL not reachable at ${PG_ADMIN_URL} (${why}): PostgreSQL rows skipped.`;
      console.log(`  ${msg}`);
      skipped.push(msg);
    }
    if (reachable) {
      const pgDatabase = `club_bench_${process.pid}`;
      leftovers.pgDatabases.push(pgDatabase);
      await psql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      await psql(PG_ADMIN_URL, `CREATE DATABASE ${pgDatabase}`);
      const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-pg-'));
      leftovers.tempDirs.push(pgDataDir);
      const pg = await startPortalSeeded('server (postgres)', {
        DATA_DIR: pgDataDir,
        DATABASE_URL: databaseUrl(PG_ADMIN_URL, pgDatabase),
      });
      if (pg.engine !== 'postgres')
        throw new Error(`expected PostgreSQL, the server runs ${pg.engine}`);
      memory.push(await measurePortal(pg, 'postgres'));
      await statementCase('postgres', pg);
      if (CHECKOUT_ENGINES.includes('postgres')) {
        await checkoutCase(
          'postgres',
          pg,
          psqlRunner(databaseUrl(PG_ADMIN_URL, pgDatabase)),
          databaseUrl(PG_ADMIN_URL, pgDatabase),
        );
      }
      await stopChild(pg.child);
      await runPostgresExtras(pgDatabase, pgDataDir);
    }
  } finally {
    await cleanup();
  }

  // The broadcast fan-out (broadcast.ts): in this process, on each engine, after the servers.
  console.log(`\nbroadcast fan-out, ${BROADCAST_MEMBERS} members:`);
  const broadcast = await measureBroadcast();

  loadAverage.atEnd = os.loadavg().map((n) => round(n));
  printTable(memory, skipped);
  printCheckout();
  printStatements();
  printScale();
  printRush();
  printBroadcast(broadcast);
  printScriptBudget();
  printFirstPress(pageResults.firstPress);
  printLighthouse();
  console.log(
    `load average at start ${loadAverage.atStart.join(' ')}, at end ${loadAverage.atEnd.join(' ')}`,
  );
  for (const m of memory) {
    if (m.logWarnings.length) {
      console.log(`\n${m.engine} server warnings/errors (first 5 of ${m.logWarnings.length}):`);
      for (const w of m.logWarnings.slice(0, 5)) console.log(`  ${w}`);
    }
  }

  const resultsDir = path.join(benchDir, '.results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine: info,
        loadAverage,
        options: { durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS },
        rows,
        memory,
        skipped,
        checkout: {
          options: {
            members: CHECKOUT_MEMBERS,
            rounds: CHECKOUT_ROUNDS,
            engines: CHECKOUT_ENGINES,
          },
          cases: checkoutCases,
        },
        statements: {
          options: {
            members: STATEMENT_MEMBERS,
            rounds: STATEMENT_ROUNDS,
            engines: STATEMENT_ENGINES,
          },
          cases: statementCases,
        },
        scale: extras.scale,
        rush: extras.rush,
        broadcast,
        scriptBudget: {
          targetBytes: SCRIPT_BUDGET_BYTES,
          firstPaint: pageResults.firstPaint,
          pages: scriptBudget,
        },
        firstPress: pageResults.firstPress,
        lighthouse: pageResults.lighthouse,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);
  const failed = checkoutCases.filter((c) => c.failed || c.checks.some((k) => !k.ok));
  if (failed.length) {
    throw new Error(`the checkout burst failed on ${failed.map((c) => c.engine).join(', ')}`);
  }
  if (extras.rush?.result?.checks.some((k) => !k.ok)) throw new Error('the booking rush failed');
  if (broadcast.some((r) => !r.exact)) throw new Error('the broadcast fan-out was not exact');
}

main().then(
  () => process.exit(0),
  async (err: unknown) => {
    if (wasInterrupted()) {
      await cleanup();
      process.exit(130);
    }
    console.error(
      `\nbench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    killAllNow();
    process.exit(1);
  },
);
