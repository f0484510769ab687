import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers.ts';
import { sessionCookie } from '../helpers.ts';
import { createMember, createStaff } from '../../src/seed/factories.ts';

/** Test helpers of the statements module (not a test file itself). */
export const COST = 1024;

export async function signIn(t: TestApp, url: string, payload: object): Promise<string> {
  return sessionCookie(await t.app.inject({ method: 'POST', url, payload }));
}

/** Creates admin and editor staff and returns their session cookies. */
export async function staffSessions(t: TestApp) {
  const db = t.app.ctx.db;
  await createStaff(
    db,
    {
      code: 'admin',
      name: 'Asha Admin',
      email: 'admin@example.com',
      role: 'A',
      password: 'Admin@12345',
    },
    COST,
  );
  await createStaff(
    db,
    {
      code: 'editor',
      name: 'Eddie Editor',
      email: 'editor@example.com',
      role: 'U',
      password: 'Editor@12345',
    },
    COST,
  );
  return {
    admin: await signIn(t, '/api/auth/staff/login', {
      staffCode: 'admin',
      password: 'Admin@12345',
    }),
    editor: await signIn(t, '/api/auth/staff/login', {
      staffCode: 'editor',
      password: 'Editor@12345',
    }),
  };
}

/** A member with online access (PIN 1234) and their session cookie. */
export async function memberSession(
  t: TestApp,
  code: string,
  extra: Parameters<typeof createMember>[1] = {},
) {
  const m = await createMember(t.app.ctx.db, { code, pin: '1234', ...extra }, COST);
  return {
    member: m,
    cookie: await signIn(t, '/api/auth/member/login', { memberCode: code, pin: '1234' }),
  };
}

/** A multipart/form-data body with one file field named "file". */
export function multipartFile(fileName: string, content: string | Buffer, field = 'file') {
  const boundary = '----clubtestboundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function countRows(
  t: TestApp,
  table: 'ledger_entries' | 'statement_imports' | 'statement_import_rows' | 'audit_log',
) {
  const r = await t.app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (r.rows[0] as { n: number }).n;
}
