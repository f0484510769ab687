import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATIONS_API,
  type DataExport,
  type DataExportsResponse,
  type NotificationPage,
} from '@club/contracts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { systemActor } from '../../actor.ts';
import { callerFrom, memberSignIn, staffSignIn, type Caller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { servedText } from '../../../test/support/pdf-text.ts';
import { countAudits } from '../../../test/support/staff-app.ts';
import { purgeExpiredExports } from './purge-expired-exports.ts';

const URL = '/api/member/my-data';
let t: TestApp;
let m1001: Caller;
let m1002: Caller;
let admin: Caller;

const rows = async (q: ReturnType<typeof sql>) => (await t.app.ctx.db.execute(q)).rows;
const idOf = async (code: string) =>
  Number((await rows(sql`select id from members where code = ${code}`))[0]!.id);
const list = async (who: Caller) => {
  const res = await who.inject({ method: 'GET', url: URL });
  expect(res.statusCode).toBe(200);
  return (res.json() as DataExportsResponse).items;
};
const ask = (who: Caller) => who.inject({ method: 'POST', url: URL });
const file = (who: Caller, id: number | string, format: string) =>
  who.inject({ method: 'GET', url: `${URL}/${id}/${format}` });
const exportCount = async (code: string) =>
  Number(
    (
      await rows(
        sql`select count(*)::int as n from data_exports x join members m on m.id = x.member_id where m.code = ${code}`,
      )
    )[0]!.n,
  );
/** Makes every pending export (the worker's outbox run). */
const work = () => t.app.ctx.outbox.drain();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.app.ctx, () => {});
  m1001 = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
  m1002 = callerFrom(t, await memberSignIn(t, 'M1002', '2345'));
  admin = callerFrom(t, await staffSignIn(t, 'admin', 'Admin@12345'));
}, 120_000);
afterAll(() => t.close());

describe("a member's download of their data", () => {
  let ready: DataExport;

  it('asks for it once: a second request while it is pending is refused (409), nothing written', async () => {
    const audits = await countAudits(t, 'data_export.request');
    const start = await exportCount('M1001');
    const res = await ask(m1001);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', expiresAt: null });
    const again = await ask(m1001);
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().detail).toMatch(/already being prepared/);
    expect(await exportCount('M1001')).toBe(start + 1);
    expect(await countAudits(t, 'data_export.request')).toBe(audits + 1);
    // Not made yet: its files answer 409.
    const early = await file(m1001, res.json().id, 'json');
    expect(early.statusCode).toBe(409);
  });

  it('is made in the background: ready with links for seven days, and the member is mailed', async () => {
    await work();
    await work();
    const [x] = await list(m1001);
    expect(x!.status).toBe('ready');
    const days = (Date.parse(x!.expiresAt!) - Date.parse(x!.readyAt!)) / 86_400_000;
    expect(days).toBe(7);
    ready = x!;
    const mails = t.smtp.to('m1001@example.com');
    expect(mails.some((m) => /Your data is ready/.test(m.subject))).toBe(true);
    // The bell says it too, once (a second run of the worker adds nothing), with the way to it.
    const bell = await m1001.inject({ method: 'GET', url: NOTIFICATIONS_API.mine });
    const told = (bell.json() as NotificationPage).items.filter((n) => n.kind === 'data_export');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: '/member/settings/my-data',
      params: { status: 'ready', expiresAt: x!.expiresAt },
    });
  });

  it('holds every section of the member’s own data in the JSON, and none of another member’s', async () => {
    const res = await file(m1001, ready.id, 'json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain('my-data-M1001-');
    const data = res.json();
    for (const section of [
      'details',
      'family',
      'consents',
      'statements',
      'orders',
      'bookings',
      'payments',
      'feedback',
    ]) {
      expect(data).toHaveProperty(section);
    }
    expect(data.details.code).toBe('M1001');
    expect(data.family.map((f: { name: string }) => f.name)).toContain('Priya Mehta');
    const own = await idOf('M1001');
    const other = await idOf('M1002');
    const ownOrders = (
      await rows(
        sql`select invoice_number from fnb_orders where member_id = ${own} and invoice_number is not null`,
      )
    ).map((r) => String(r.invoice_number));
    expect(ownOrders.length).toBeGreaterThan(0);
    const body = res.body;
    for (const n of ownOrders) expect(body).toContain(n);
    expect(data.orders.every((o: { lines: unknown[] }) => Array.isArray(o.lines))).toBe(true);
    const theirOrders = (
      await rows(
        sql`select invoice_number from fnb_orders where member_id = ${other} and invoice_number is not null`,
      )
    ).map((r) => String(r.invoice_number));
    expect(theirOrders.length).toBeGreaterThan(0);
    for (const n of theirOrders) expect(body).not.toContain(n);
    expect(body).not.toContain('m1002@example.com');
    expect(body).not.toContain('"code": "M1002"');
    // The club's own bookkeeping is left out: hashes, staff notes, stored keys.
    expect(body).not.toMatch(/pinHash|tokenHash|idempotencyKey|photoKey|providerPayloads/);
    const notes = (
      await rows(
        sql`select fm.body from feedback_messages fm join feedback f on f.id = fm.feedback_id
            where f.member_id = ${own} and fm.internal`,
      )
    ).map((r) => String(r.body));
    for (const n of notes) expect(body).not.toContain(n);
    expect(data.statements.entries.length).toBeGreaterThan(0);
  });

  it('offers a readable PDF with the member’s details and orders', async () => {
    const res = await file(m1001, ready.id, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = servedText(res.rawPayload);
    expect(text).toContain('Arjun');
    expect(text).toContain('Food and beverage orders');
    // Stored words are said in the reader's words, never as stored.
    expect(text).not.toMatch(
      /\b(pending_payment|ready_for_pickup|in_transit|checked_in|checked_out|no_show|full_day|in_progress)\b/,
    );
    expect(text).toContain('English');
  });

  it('is the member’s alone: another member gets 404, staff 403, acting admins 403, anonymous 401', async () => {
    const other = await file(m1002, ready.id, 'json');
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('No such download of your data.');
    // The same answer as for an id that does not exist.
    expect((await file(m1002, 999_999, 'json')).json().detail).toBe(other.json().detail);
    expect((await file(admin, ready.id, 'json')).statusCode).toBe(403);
    expect((await list(m1002)).some((x) => x.id === ready.id)).toBe(false);
    expect(
      (await file(callerFrom(t, await memberSignIn(t, 'M1001', '1234')), ready.id, 'pdf'))
        .statusCode,
    ).toBe(200);
    const acting = await admin.inject({
      method: 'POST',
      url: '/api/auth/act-as',
      payload: { memberCode: 'M1001' },
    });
    expect(acting.statusCode).toBe(200);
    const before = await exportCount('M1001');
    for (const res of [
      await file(admin, ready.id, 'json'),
      await ask(admin),
      await admin.inject({ method: 'GET', url: URL }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toMatch(/Only the member/);
    }
    expect(await exportCount('M1001')).toBe(before);
    await admin.inject({ method: 'DELETE', url: '/api/auth/act-as' });
    const nobody = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
    await nobody.inject({ method: 'POST', url: '/api/auth/logout' });
    for (const res of [
      await file(nobody, ready.id, 'json'),
      await ask(nobody),
      await nobody.inject({ method: 'GET', url: URL }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses bad ids and formats with 400 naming the field', async () => {
    for (const [id, format, field] of [
      ['abc', 'json', 'id'],
      ['0', 'pdf', 'id'],
      ['99999999999', 'json', 'id'],
      [String(ready.id), 'xml', 'format'],
    ] as const) {
      const res = await file(m1001, id, format);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('answers 410 once its links have expired; housekeeping removes the files', async () => {
    const keys = (
      await rows(sql`select json_key, pdf_key from data_exports where id = ${ready.id}`)
    )[0]!;
    await t.app.ctx.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${ready.id}`,
    );
    const res = await file(m1001, ready.id, 'json');
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/expired/);
    expect((await list(m1001)).find((x) => x.id === ready.id)?.status).toBe('expired');
    expect(await purgeExpiredExports(t.app.ctx, systemActor('test'))).toBe(1);
    const after = (
      await rows(sql`select status, json_key, pdf_key from data_exports where id = ${ready.id}`)
    )[0]!;
    expect(after).toEqual({ status: 'expired', json_key: null, pdf_key: null });
    expect(await t.app.ctx.storage.get(String(keys.json_key))).toBeNull();
    expect(await t.app.ctx.storage.get(String(keys.pdf_key))).toBeNull();
    expect((await file(m1001, ready.id, 'pdf')).statusCode).toBe(410);
    expect(await purgeExpiredExports(t.app.ctx, systemActor('test'))).toBe(0);
  });

  it('says in the bell when it could not be made, and the member may ask again', async () => {
    expect((await ask(m1001)).statusCode).toBe(201);
    const storage = t.app.ctx.storage;
    const put = storage.put.bind(storage);
    storage.put = () => Promise.reject(new Error('disk full'));
    try {
      await work();
    } finally {
      storage.put = put;
    }
    const [x] = await list(m1001);
    expect(x!.status).toBe('failed');
    const bell = await m1001.inject({ method: 'GET', url: NOTIFICATIONS_API.mine });
    const told = (bell.json() as NotificationPage).items.filter(
      (n) => n.kind === 'data_export' && n.params.status === 'failed',
    );
    expect(told).toHaveLength(1);
    expect((await ask(m1001)).statusCode).toBe(201);
    await work();
    expect((await list(m1001))[0]!.status).toBe('ready');
  });

  it('makes one export of two requests at the same moment; in the member’s language', async () => {
    await t.app.ctx.db.execute(sql`update members set language = 'de' where code = 'M1002'`);
    const answers = await Promise.all([ask(m1002), ask(m1002), ask(m1002)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await exportCount('M1002')).toBe(1);
    await work();
    const [x] = await list(m1002);
    expect(x!.status).toBe('ready');
    const pdf = await file(m1002, x!.id, 'pdf');
    const text = servedText(pdf.rawPayload);
    expect(text).toContain('Ihre Daten');
    expect(text).toContain('Aktiv');
    expect(text).toContain('Deutsch');
    // Ready: the member may ask again.
    expect((await ask(m1002)).statusCode).toBe(201);
  });
});
