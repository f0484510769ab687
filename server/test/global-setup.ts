import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

const dumpFile = path.resolve(import.meta.dirname, '../.tmp/pglite-template.tar.gz');

/** Migrates one database per run (PGlite: a dump; PostgreSQL: a template database). */
export default async function setup(project: TestProject) {
  if (project.name === 'pglite') {
    const db = await openPglite(undefined);
    await migrateDatabase(db);
    const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
      .$client;
    const blob = await client.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(dumpFile), { recursive: true });
    fs.writeFileSync(dumpFile, Buffer.from(await blob.arrayBuffer()));
    await db.close();
  }
  project.provide('pgliteDump', dumpFile);

  const url = process.env.TEST_DATABASE_URL;
  if (!url || project.name !== 'postgres') {
    project.provide('pgTemplate', '');
    return;
  }
  const template = `club_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const target = new URL(url);
  target.pathname = `/${template}`;
  const db = openPostgres(target.toString());
  await migrateDatabase(db);
  await db.close();
  project.provide('pgTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}_f_%`],
    );
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
