import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signInAs, type As } from '../../../test/fixtures.ts';

let t: TestApp;
let as: As;
/** The office's mail of a visitor's enquiry (queued, then sent). */
let mailId: number;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInAs(t, ['member', 'admin', 'editor']);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: {
      name: 'Neha Kapoor',
      email: 'neha@example.com',
      subject: 'Reception in December',
      message: 'Is the Centenary Hall free on the second Saturday of December?',
    },
  });
  expect(res.statusCode).toBe(200);
  await t.flushMail();
  const list = await as('admin').inject({ url: '/api/admin/outbox' });
  const mine = (list.json().items as { id: number; subject: string }[]).find((m) =>
    m.subject.includes('Reception in December'),
  );
  mailId = mine!.id;
});
afterAll(() => t.close());

describe('an outbox mail, opened', () => {
  it('shows the office the text as the recipient reads it, and where answers go', async () => {
    const res = await as('admin').inject({ url: `/api/admin/outbox/${mailId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: mailId,
      topic: 'mail',
      status: 'sent',
      replyTo: 'neha@example.com',
    });
    expect(res.json().text).toContain('second Saturday of December');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('is for admins only', async () => {
    expect((await as('editor').inject({ url: `/api/admin/outbox/${mailId}` })).statusCode).toBe(
      403,
    );
    expect((await as('member').inject({ url: `/api/admin/outbox/${mailId}` })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/admin/outbox/${mailId}` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id or an entry that is not a mail, and 400 for a bad id', async () => {
    const [job] = (
      await t.app.ctx.db.execute(
        sql`insert into outbox (topic, payload) values ('other.topic', '{"to":"x"}') returning id`,
      )
    ).rows as { id: number }[];
    for (const id of [999_999, job!.id]) {
      const res = await as('admin').inject({ url: `/api/admin/outbox/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    for (const id of ['abc', '0', '99999999999']) {
      expect((await as('admin').inject({ url: `/api/admin/outbox/${id}` })).statusCode, id).toBe(
        400,
      );
    }
  });
});
