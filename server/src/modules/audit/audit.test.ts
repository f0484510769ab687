import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_CAP } from '@club/contracts';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signInAs, type As, type Caller } from '../../../test/fixtures.ts';

let t: TestApp;
let as: As;
let m1001: number;
let adminId: number;

const get = (url: string, who: Caller = as('anonymous')) => who.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  as = await signInAs(t, ['member', 'admin', 'editor'], {
    member: { firstName: 'Arjun', lastName: 'Mehta', title: 'Mr' },
    admin: { name: 'Club Admin' },
  });
  m1001 = as('member').id!;
  adminId = as('admin').id!;

  // History: two days in the club's time zone (Asia/Kolkata, +05:30).
  await db.insert(auditLog).values([
    {
      at: new Date('2025-03-01T19:00:00Z'), // 2 March 00:30 in Kolkata
      actorStaffId: adminId,
      action: 'member.status',
      entity: 'member',
      entityId: String(m1001),
      before: { status: 'Active' },
      after: { status: 'Suspended' },
    },
    {
      at: new Date('2025-03-02T19:00:00Z'), // 3 March 00:30 in Kolkata
      actorStaffId: adminId,
      actedForMemberId: m1001,
      action: 'ledger.post',
      entity: 'ledger_entry',
      entityId: '77',
      before: null,
      after: { amount: 50_000 },
    },
    {
      at: new Date('2025-03-03T10:00:00Z'),
      actorMemberId: m1001,
      action: 'payment.create',
      entity: 'payment',
      entityId: '9',
      before: null,
      after: { amount: 100_000, status: 'created' },
    },
  ]);
});
afterAll(() => t.close());

describe('audit log', () => {
  it('is for admins only', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/facets']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, as('editor'))).statusCode).toBe(403);
      expect((await get(url, as('member'))).statusCode).toBe(403);
      expect((await get(url, as('admin'))).statusCode).toBe(200);
    }
  });

  it('lists entries newest first with who, for whom, before and after', async () => {
    const res = await get('/api/admin/audit?from=2025-03-01&to=2025-03-31', as('admin'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, pageCount: 1, pageIndex: 0, pageSize: 20 });
    expect(body.items.map((i: { action: string }) => i.action)).toEqual([
      'payment.create',
      'ledger.post',
      'member.status',
    ]);
    expect(body.items[0].actor).toEqual({ kind: 'member', code: 'M1001', name: 'Mr Arjun Mehta' });
    expect(body.items[1]).toMatchObject({
      actor: { kind: 'staff', code: 'admin', name: 'Club Admin' },
      actedFor: { kind: 'member', code: 'M1001' },
      subject: null,
      after: { amount: 50_000 },
    });
    expect(body.items[2]).toMatchObject({
      subject: { code: 'M1001', name: 'Mr Arjun Mehta' },
      before: { status: 'Active' },
      after: { status: 'Suspended' },
    });
    const oldest = await get(
      '/api/admin/audit?from=2025-03-01&to=2025-03-31&sortDir=asc',
      as('admin'),
    );
    expect(oldest.json().items[0].action).toBe('member.status');
  });

  it('filters by entity, action, actor, entity id and dates in the club time zone', async () => {
    const q = async (s: string) =>
      (await get(`/api/admin/audit?${s}`, as('admin')))
        .json()
        .items.map((i: { action: string }) => i.action);
    expect(await q('entity=payment')).toEqual(['payment.create']);
    expect(await q('action=member.status&entity=member')).toEqual(['member.status']);
    expect(await q('actor=ADMIN&to=2025-03-31')).toEqual(['ledger.post', 'member.status']);
    expect(await q('actor=m1001')).toEqual(['payment.create']);
    expect(await q(`entityId=${m1001}&entity=member`)).toEqual(['member.status']);
    // 1 March 19:00 UTC is already 2 March in Kolkata.
    expect(await q('from=2025-03-02&to=2025-03-02')).toEqual(['member.status']);
    expect(await q('from=2025-03-03&to=2025-03-03')).toEqual(['payment.create', 'ledger.post']);
    expect(await q('term=Suspended')).toEqual(['member.status']);
    expect(await q('term=m1001&entity=member')).toEqual(['member.status']);
    expect(await q('entity=nothing')).toEqual([]);
  });

  it('paginates', async () => {
    const page = (
      await get('/api/admin/audit?pageSize=2&pageIndex=1&to=2025-03-31', as('admin'))
    ).json();
    expect(page).toMatchObject({ total: 3, pageCount: 2, pageIndex: 1, pageSize: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('refuses bad filters with the failing fields', async () => {
    for (const [q, field] of [
      ['from=2025-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['pageSize=0', 'pageSize'],
      ['sortBy=ip', 'sortBy'],
    ]) {
      const res = await get(`/api/admin/audit?${q}`, as('admin'));
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors[0].field, q).toBe(field);
    }
  });

  it('offers the entities and actions on file as filters', async () => {
    const facets = (await get('/api/admin/audit/facets', as('admin'))).json();
    expect(facets.entities).toEqual(expect.arrayContaining(['ledger_entry', 'member', 'payment']));
    expect(facets.actions).toEqual(
      expect.arrayContaining(['ledger.post', 'member.status', 'payment.create']),
    );
  });

  it('records member changes made through the API', async () => {
    await as('admin').inject({
      method: 'PUT',
      url: `/api/admin/members/${m1001}/status`,
      payload: { status: 'Lapsed' },
    });
    const items = (
      await get(`/api/admin/audit?entity=member&entityId=${m1001}`, as('admin'))
    ).json().items;
    expect(items[0]).toMatchObject({
      action: 'member.status',
      actor: { code: 'admin' },
      after: { status: 'Lapsed' },
    });
    const n = await t.app.ctx.db.execute(sql`select count(*)::int as n from audit_log`);
    expect(Number(n.rows[0]!.n)).toBeGreaterThan(3);
  });

  it('counts a large log up to the cap: the total says "more than", the pages still read', async () => {
    const db = t.app.ctx.db;
    const before = (await get('/api/admin/audit?pageSize=10', as('admin'))).json();
    expect(before.totalCapped).toBe(false);
    await db.execute(sql`insert into audit_log (at, action, entity, entity_id)
      select timestamptz '2024-01-01' + make_interval(secs => g), 'bulk.entry', 'bulk', g::text
      from generate_series(1, ${AUDIT_COUNT_CAP}) g`);
    const all = (await get('/api/admin/audit?pageSize=10', as('admin'))).json();
    expect(all).toMatchObject({ total: AUDIT_COUNT_CAP, totalCapped: true, pageCount: 1000 });
    expect(all.items).toHaveLength(10);
    // A filter that matches fewer than the cap counts them exactly.
    const some = (await get('/api/admin/audit?action=member.status', as('admin'))).json();
    expect(some.totalCapped).toBe(false);
    expect(some.total).toBe(some.items.length);
    expect(some.total).toBeGreaterThan(0);
    const bulk = (
      await get('/api/admin/audit?entity=bulk&pageSize=10&pageIndex=999', as('admin'))
    ).json();
    expect(bulk).toMatchObject({ total: AUDIT_COUNT_CAP, totalCapped: false });
    expect(bulk.items.map((e: { entityId: string }) => e.entityId)).toEqual([
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
  });
});
