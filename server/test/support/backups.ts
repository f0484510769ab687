import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import * as tar from 'tar';
import { openPglite, openPostgres, type Database, type Db } from '../../src/db/client.ts';
import { listTables, quoteIdent } from '../../src/ops/catalog.ts';
import type { Manifest } from '../../src/ops/manifest.ts';

const made: string[] = [];

/** A new folder under the system's temporary folder (removed by `removeTempDirs`). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A new, empty (not migrated) database of the engine: what `npm run restore` writes into. */
export async function emptyDatabase(
  engine: 'pglite' | 'postgres',
): Promise<Database & { drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPglite(undefined);
    return { ...db, drop: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  // Named like the run's copies of the template, so the run's teardown drops it if a test fails.
  const name = `${inject('pgTemplate')}_f_r${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    ...db,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

/** Every public table's row count. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of await listTables(db)) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from public.${quoteIdent(t.name)}`),
    );
    counts[t.name] = row!.n;
  }
  return counts;
}

/** Each member's balance (the sum of their ledger), by member id. */
export const balances = async (db: Db) =>
  Object.fromEntries(
    (
      await rowsOf<{ id: number; balance: string }>(
        db,
        sql`select m.id, coalesce(sum(e.amount), 0)::text as balance from members m
            left join ledger_entries e on e.member_id = m.id group by m.id order by m.id`,
      )
    ).map((r) => [r.id, r.balance]),
  );

/** Each member's balance counted from the ledger's month totals (kept by a trigger). */
export const monthTotalBalances = async (db: Db) =>
  Object.fromEntries(
    (
      await rowsOf<{ id: number; balance: string }>(
        db,
        sql`select m.id, coalesce(sum(t.charges - t.payments - t.credits), 0)::text as balance
            from members m left join ledger_month_totals t on t.member_id = m.id
            group by m.id order by m.id`,
      )
    ).map((r) => [r.id, r.balance]),
  );

/** The invoice numbers by order id, and each year's counter with how many orders it numbered. */
export async function invoices(db: Db) {
  const numbers = await rowsOf<{ id: number; invoice_number: string }>(
    db,
    sql`select id, invoice_number from fnb_orders where invoice_number is not null order by id`,
  );
  const years = await rowsOf<{ year: string; last: number; invoiced: number; top: number }>(
    db,
    sql`select c.financial_year as year, c.last::int as last,
               (select count(*)::int from fnb_orders o where o.invoice_year = c.financial_year) as invoiced,
               (select coalesce(max(o.invoice_seq), 0)::int from fnb_orders o where o.invoice_year = c.financial_year) as top
        from fnb_invoice_counters c order by c.financial_year`,
  );
  return { numbers, years };
}

/** Every row of every table as `row_to_json` text, sorted: two databases holding the same data answer the same. */
export async function allRows(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    for (const t of await listTables(tx)) {
      const rows = await rowsOf<{ j: string }>(
        tx as unknown as Db,
        sql.raw(`select row_to_json(r)::text as j from public.${quoteIdent(t.name)} r`),
      );
      out[t.name] = rows.map((r) => r.j).sort();
    }
  });
  return out;
}

/** The archive's rows of every table, sorted (as `allRows` answers them). */
export function archivedRows(archive: string): Record<string, string[]> {
  const dir = tempDir('club-rows-');
  try {
    tar.extract({ file: archive, cwd: dir, sync: true });
    const out: Record<string, string[]> = {};
    for (const file of fs.readdirSync(path.join(dir, 'db'))) {
      const text = fs.readFileSync(path.join(dir, 'db', file), 'utf8');
      out[file.replace(/\.ndjson$/, '')] = text.split('\n').filter(Boolean).sort();
    }
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function readManifest(archive: string): Manifest {
  const dir = tempDir('club-manifest-');
  try {
    tar.extract({ file: archive, cwd: dir, sync: true }, ['manifest.json']);
    return JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A copy of the archive (without its .sha256) whose manifest `edit` changed. */
export function withManifest(archive: string, edit: (m: Manifest) => void): string {
  const dir = tempDir('club-edit-');
  tar.extract({ file: archive, cwd: dir, sync: true });
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  edit(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
  const copy = path.join(tempDir('club-edited-'), path.basename(archive));
  tar.create({ gzip: true, cwd: dir, file: copy, sync: true }, fs.readdirSync(dir));
  fs.rmSync(dir, { recursive: true, force: true });
  return copy;
}
