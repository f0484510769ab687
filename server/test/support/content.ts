import { createStaff, createMember } from '../../src/seed/factories.ts';
import { sessionCookie, type TestApp } from '../helpers.ts';

const COST = 1024;

/** Signs in one account of each kind the content routes care about. */
export async function signInAll(t: TestApp) {
  const db = t.app.ctx.db;
  await createMember(db, { code: 'M2001', pin: '1234', email: 'm2001@example.com' }, COST);
  await createStaff(
    db,
    {
      code: 'admin',
      name: 'Admin',
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
      name: 'Editor',
      email: 'editor@example.com',
      role: 'U',
      password: 'Editor@12345',
    },
    COST,
  );
  await createStaff(
    db,
    {
      code: 'events',
      name: 'Events',
      email: 'events@example.com',
      role: 'E',
      password: 'Events@12345',
    },
    COST,
  );
  const login = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload }).then(sessionCookie);
  return {
    admin: await login('/api/auth/staff/login', { staffCode: 'admin', password: 'Admin@12345' }),
    editor: await login('/api/auth/staff/login', { staffCode: 'editor', password: 'Editor@12345' }),
    events: await login('/api/auth/staff/login', { staffCode: 'events', password: 'Events@12345' }),
    member: await login('/api/auth/member/login', { memberCode: 'M2001', pin: '1234' }),
  };
}

/** A multipart/form-data body with text fields and one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----club${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// The smallest valid PNG (1x1) and a PDF header: types are told by bytes, not names.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
