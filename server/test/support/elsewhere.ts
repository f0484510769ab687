import type { TestApp } from '../helpers.ts';

/*
 * For the tests of the in-process caches kept in step across processes (the session cache, the
 * member reads' cache): a write another process makes, and waiting for its notification.
 */

/**
 * A write the portal's own code does not make (another server process, or psql): straight to
 * the database's client, past Drizzle, so only the tables' triggers can tell this process.
 */
export async function writeElsewhere(t: TestApp, statement: string): Promise<void> {
  const client = (
    t.app.ctx.db as unknown as { $client: { query: (s: string) => Promise<unknown> } }
  ).$client;
  await client.query(statement);
}

/** Asks until `check` holds (a notification arrives a moment after the commit), 2 s at most. */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
