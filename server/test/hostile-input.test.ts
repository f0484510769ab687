/**
 * The hostile inputs the probe of issue 8 found ending in a 500, each now a 400 (or 413)
 * problem+json naming the field, with nothing stored. The fuzz suite (fuzz.test.ts) walks
 * every route; these pin the reported cases by name.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@club/contracts';
import { multipart, PNG, signInAs, type As } from './fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let as: As;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInAs(t, ['member', 'admin', 'editor']);
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number(
    (
      (await t.app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as {
        n: number;
      }
    ).n,
  );

function expectFieldError(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const problem = res.json() as { code: string; errors?: { field: string }[] };
  expect(problem.code).toBe('validation_failed');
  expect(problem.errors?.map((e) => e.field)).toContain(field);
}

describe('text the database cannot store', () => {
  it('refuses a NUL in the anonymous enquiry form, naming the field, and stores nothing', async () => {
    const before = await count('enquiries');
    const res = await as('anonymous').inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        name: 'Ravi\u0000',
        email: 'ravi@example.com',
        subject: 'Membership',
        message: 'How do I join the club?',
      },
    });
    expectFieldError(res, 'name');
    expect(res.json().errors[0].key).toBe('validation.unstorableText');
    expect(await count('enquiries')).toBe(before);
  });

  it('refuses a NUL in login trouble and in a list search term', async () => {
    const trouble = await as('anonymous').inject({
      method: 'POST',
      url: '/api/auth/login-trouble',
      payload: {
        code: 'M1001',
        name: 'A\u0000',
        email: 'a@example.com',
        message: 'I cannot sign in at all.',
      },
    });
    expectFieldError(trouble, 'name');
    const search = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/members?term=a%00b',
    });
    expectFieldError(search, 'term');
  });

  it('refuses a lone surrogate in text stored as JSON (a page field), naming its path', async () => {
    const page = await as('editor').inject({ method: 'GET', url: '/api/content/pages/home' });
    expect(page.statusCode).toBe(200);
    const res = await as('editor').inject({
      method: 'PUT',
      url: '/api/admin/content/pages/home',
      payload: { ...(page.json() as object), title: 'Home \ud800' },
    });
    expectFieldError(res, 'title');
  });

  it('refuses a NUL in a multipart text field', async () => {
    const res = await as('editor').inject({
      method: 'POST',
      url: '/api/admin/content/magazine',
      ...multipart({
        fields: { title: 'Spring\u0000', issueDate: '2026-03-01' },
        files: [{ name: 'a.pdf', type: 'application/pdf', data: '%PDF-1.4\n%%EOF\n' }],
      }),
    });
    expectFieldError(res, 'title');
  });
});

describe('ids, dates and bodies out of range', () => {
  it('refuses ids past PostgreSQL integer in paths and queries (400, not 500)', async () => {
    for (const id of [String(MAX_ID + 1), '99999999999999999999', '0', '-1', '1.5']) {
      const res = await as('admin').inject({ method: 'GET', url: `/api/admin/members/${id}` });
      expectFieldError(res, 'id');
    }
    const ok = await as('admin').inject({ method: 'GET', url: `/api/admin/members/${MAX_ID}` });
    expect(ok.statusCode).toBe(404);
    const availability = await as('admin').inject({
      method: 'GET',
      url: `/api/admin/members/availability?field=code&value=M1&excludeId=${MAX_ID + 1}`,
    });
    expectFieldError(availability, 'excludeId');
  });

  it('refuses impossible dates and years 0 and 9999 in report and audit filters', async () => {
    for (const date of ['2026-02-30', '0000-01-01', '9999-12-31', '2026-13-01']) {
      const report = await as('admin').inject({
        method: 'GET',
        url: `/api/admin/reports/payments?from=${date}`,
      });
      expectFieldError(report, 'from');
      const audit = await as('admin').inject({ method: 'GET', url: `/api/admin/audit?to=${date}` });
      expectFieldError(audit, 'to');
    }
    const month = await as('member').inject({
      method: 'GET',
      url: '/api/member/statements/0000-01',
    });
    expectFieldError(month, 'month');
  });

  it('refuses a multipart upload cut short (400) and a body nesting thousands of levels (400)', async () => {
    const whole = multipart({ files: [{ name: 'p.png', type: 'image/png', data: PNG }] });
    const cut = whole.payload.subarray(0, whole.payload.length - 30);
    const upload = await as('editor').inject({
      method: 'POST',
      url: '/api/admin/content/uploads/notices',
      headers: whole.headers,
      payload: cut,
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.headers['content-type']).toContain('application/problem+json');
    const deep = await as('admin').inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(50_000) + ']'.repeat(50_000),
    });
    expectFieldError(deep, '(body)');
    expect(deep.json().detail).toMatch(/nests deeper than 32 levels/);
  });
});
