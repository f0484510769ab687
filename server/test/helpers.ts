import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { startSmtp } from './smtp.ts';

export const engine = (process.env.TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh, migrated database for one test file: PGlite from the run's dump, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<
  Database & { drop(): Promise<void>; url?: string }
> {
  if (engine === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteDump'));
    const db = await openPglite(undefined, { loadDataDir: new Blob([dump]) });
    return { ...db, drop: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const template = inject('pgTemplate');
  const name = `${template}_f_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    ...db,
    url: url.toString(),
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRYPT_COST: '1024',
    OUTBOX_POLL_MS: '0',
    AUTH_RATE_LIMIT: '1000',
    DATA_DIR: `/tmp/club-test-${process.pid}`,
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://portal.test',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** The test database's address on PostgreSQL (a second app may open it); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Sends every queued mail to the test SMTP server. */
  flushMail(): Promise<void>;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database with an in-process SMTP server. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const smtp = await startSmtp();
  const database = await openTestDatabase();
  const config = testConfig({ SMTP_URL: smtp.url, ...overrides });
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    config,
    smtp,
    databaseUrl: database.url,
    flushMail: async () => {
      await app.ctx.outbox.drain();
    },
    async close() {
      await app.close();
      await database.drop();
      await smtp.close();
    },
  };
}
