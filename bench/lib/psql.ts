/** PostgreSQL through the psql client (no driver dependency in this workspace), and PGlite's reader. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { asJson, type SqlRunner } from './checkout-checks.ts';
import { repoRoot } from './options.ts';

const execFileAsync = promisify(execFile);

/** psql for the data-scale growth: statements that write a million rows take minutes. */
export async function psqlLong(url: string, statement: string): Promise<string> {
  const { stdout } = await execFileAsync(
    'psql',
    [url, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', statement],
    { env: { ...process.env, PGCONNECT_TIMEOUT: '3' }, timeout: 900_000 },
  );
  return stdout.trim();
}

export async function psql(url: string, statement: string): Promise<string> {
  const { stdout } = await execFileAsync(
    'psql',
    [url, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', statement],
    { env: { ...process.env, PGCONNECT_TIMEOUT: '3' }, timeout: 30_000 },
  );
  return stdout.trim();
}

export function databaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** SELECTs on PostgreSQL through psql, each answered as JSON rows. */
export function psqlRunner(url: string): SqlRunner {
  return async (selects) => {
    const out: Record<string, unknown>[][] = [];
    for (const select of selects) {
      const { stdout } = await execFileAsync(
        'psql',
        [url, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', asJson(select)],
        {
          env: { ...process.env, PGCONNECT_TIMEOUT: '3' },
          timeout: 60_000,
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      out.push(JSON.parse(stdout.trim()) as Record<string, unknown>[]);
    }
    return out;
  };
}

/**
 * SELECTs on a PGlite folder the server has let go of: a short child process in the server
 * workspace (whose @electric-sql/pglite wrote the folder) opens it and answers JSON rows.
 */
export function pgliteRunner(dir: string, scratch: string): SqlRunner {
  return async (selects) => {
    const input = path.join(scratch, `queries-${Date.now()}.json`);
    fs.writeFileSync(input, JSON.stringify(selects.map(asJson)));
    const script = `
      import fs from 'node:fs';
      import { PGlite } from '@electric-sql/pglite';
      const db = await PGlite.create(process.env.PGLITE_DIR);
      const out = [];
      for (const q of JSON.parse(fs.readFileSync(process.env.QUERIES, 'utf8'))) {
        const r = await db.query(q);
        out.push(r.rows[0].rows);
      }
      await db.close();
      process.stdout.write(JSON.stringify(out));
    `;
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', script],
      {
        cwd: path.join(repoRoot, 'server'),
        env: { PATH: process.env.PATH, PGLITE_DIR: dir, QUERIES: input },
        timeout: 120_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return JSON.parse(stdout) as Record<string, unknown>[][];
  };
}
