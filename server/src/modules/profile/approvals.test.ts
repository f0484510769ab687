import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, countAudits, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { signInStaff } from '../../../test/fixtures.ts';
import type { Caller } from '../../../test/fixtures.ts';
import {
  APPROVALS,
  approve,
  ask,
  countRows,
  getMine,
  one,
  reject,
} from '../../../test/support/profile.ts';

let admin2: Caller;
useStaffApp({
  prepare: async (app) => {
    admin2 = await signInStaff(app, {
      code: 'admin2',
      password: 'Admin2@12345',
      name: 'Second Admin',
      email: 'admin2@example.com',
      role: 'A',
    });
  },
});

const member = () => as('member');
const list = (query = '', who = as('admin')) => who.inject({ url: `${APPROVALS}?${query}` });
const pendingOf = async (kind: string) =>
  (await getMine(member()))
    .json()
    .requests.find(
      (r: { kind: string; status: string }) => r.kind === kind && r.status === 'Pending',
    );

describe('the approval queue: access', () => {
  it('answers admins only: signed-out 401, member, editor and event manager 403', async () => {
    expect((await list('', as('anonymous'))).statusCode).toBe(401);
    for (const who of ['member', 'editor', 'eventManager'] as const) {
      expect((await list('', as(who))).statusCode).toBe(403);
      expect((await approve(as(who), 1)).statusCode).toBe(403);
      expect((await reject(as(who), 1, 'No')).statusCode).toBe(403);
    }
    expect((await list()).statusCode).toBe(200);
  });
});

describe('the approval queue: deciding', () => {
  it('approves a new dependent: in the family at once, audited, the member notified', async () => {
    await ask(member(), {
      kind: 'add_dependent',
      name: 'Kabir Mehta',
      relation: 'Son',
      dateOfBirth: '2015-04-02',
    });
    const req = await pendingOf('add_dependent');
    const page = (await list('status=Pending&term=M1001')).json();
    expect(page.items.map((r: { id: number }) => r.id)).toContain(req.id);
    expect(page.items[0]).toMatchObject({ memberCode: 'M1001', memberName: expect.any(String) });
    const audits = await countAudits(t, 'profile_request.approve');
    const mailed = await countRows(t, 'outbox', sql`topic = 'notification.mailed'`);
    const waiting = async () =>
      (await as('admin').inject({ url: '/api/admin/dashboard' })).json().profileRequests;
    expect(await waiting()).toBe(1);
    const res = await approve(as('admin'), req.id);
    // The admin dashboard counts what waits: none now.
    expect(await waiting()).toBe(0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', decidedByName: 'Admin' });
    const mine = (await getMine(member())).json();
    expect(mine.family).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Kabir Mehta',
          relation: 'Son',
          dateOfBirth: '2015-04-02',
        }),
      ]),
    );
    // The member's entry (before/after) and the request's.
    expect(await countAudits(t, 'profile_request.approve')).toBe(audits + 2);
    expect(
      await countRows(
        t,
        'notifications',
        sql`member_id = ${member().id} and kind = 'profile_request'`,
      ),
    ).toBe(1);
    // And by mail (the member's choice for the kind: on by default), in their language.
    expect(await countRows(t, 'outbox', sql`topic = 'notification.mailed'`)).toBe(mailed + 1);
    // Decided: a second approval or a rejection is 409, nothing applied twice.
    expect((await approve(as('admin'), req.id)).statusCode).toBe(409);
    expect((await reject(as('admin'), req.id, 'Late')).json().code).toBe('profile_request_decided');
    expect(
      await countRows(t, 'member_family', sql`member_id = ${member().id} and name = 'Kabir Mehta'`),
    ).toBe(1);
  });

  it('approves an address and a name; removes a dependent', async () => {
    await ask(member(), { kind: 'address', address: '7 Lake View, Pune' });
    await ask(member(), { kind: 'name', title: 'Dr', firstName: 'Arjun', lastName: 'Mehta-Rao' });
    for (const kind of ['address', 'name']) {
      expect((await approve(as('admin'), (await pendingOf(kind)).id)).statusCode).toBe(200);
    }
    let mine = (await getMine(member())).json();
    expect(mine).toMatchObject({
      address: '7 Lake View, Pune',
      title: 'Dr',
      lastName: 'Mehta-Rao',
    });
    const kabir = mine.family.find((f: { name: string }) => f.name === 'Kabir Mehta');
    expect((await ask(member(), { kind: 'remove_dependent', familyId: kabir.id })).statusCode).toBe(
      201,
    );
    // One removal of a relative waits at a time.
    expect((await ask(member(), { kind: 'remove_dependent', familyId: kabir.id })).statusCode).toBe(
      409,
    );
    expect((await approve(as('admin'), (await pendingOf('remove_dependent')).id)).statusCode).toBe(
      200,
    );
    mine = (await getMine(member())).json();
    expect(mine.family.find((f: { name: string }) => f.name === 'Kabir Mehta')).toBeUndefined();
  });

  it('rejects with a reason the member reads; a reason is required; the record stays', async () => {
    await ask(member(), { kind: 'address', address: 'Nowhere Lane' });
    const req = await pendingOf('address');
    const none = await reject(as('admin'), req.id, '  ');
    expect(none.statusCode).toBe(400);
    expect(errorFields(none)).toEqual(['reason']);
    const res = await reject(as('admin'), req.id, 'Please bring a proof of address.');
    expect(res.statusCode).toBe(200);
    const mine = (await getMine(member())).json();
    expect(mine.address).toBe('7 Lake View, Pune');
    expect(mine.requests.find((r: { id: number }) => r.id === req.id)).toMatchObject({
      status: 'Rejected',
      reason: 'Please bring a proof of address.',
    });
    expect((await list('status=Rejected')).json().items[0]).toMatchObject({ id: req.id });
  });

  it('answers 404 for an unknown request and 400 for a bad id or query', async () => {
    expect((await approve(as('admin'), 999999)).statusCode).toBe(404);
    expect((await reject(as('admin'), 999999, 'No')).statusCode).toBe(404);
    expect((await approve(as('admin'), 0)).statusCode).toBe(400);
    const badQuery = await list('status=Maybe&pageSize=1000');
    expect(badQuery.statusCode).toBe(400);
    expect(errorFields(badQuery)).toEqual(['pageSize', 'status']);
  });

  it('two admins approving at once apply the change once', async () => {
    await ask(member(), { kind: 'add_dependent', name: 'Twin Mehta', relation: 'Daughter' });
    const req = await pendingOf('add_dependent');
    const [a, b] = await Promise.all([approve(as('admin'), req.id), approve(admin2, req.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(
      await countRows(t, 'member_family', sql`member_id = ${member().id} and name = 'Twin Mehta'`),
    ).toBe(1);
    const row = await one<{ status: string }>(
      t,
      sql`select status from profile_change_requests where id = ${req.id}`,
    );
    expect(row.status).toBe('Approved');
  });

  it('an approval racing a withdrawal: one of them wins, the record agrees', async () => {
    await ask(member(), { kind: 'add_dependent', name: 'Racer Mehta', relation: 'Son' });
    const req = await pendingOf('add_dependent');
    const [a, w] = await Promise.all([
      approve(as('admin'), req.id),
      member().inject({ method: 'POST', url: `/api/member/profile/requests/${req.id}/withdraw` }),
    ]);
    expect([a.statusCode, w.statusCode].sort()).toEqual([200, 409]);
    const added = await countRows(
      t,
      'member_family',
      sql`member_id = ${member().id} and name = 'Racer Mehta'`,
    );
    expect(added).toBe(a.statusCode === 200 ? 1 : 0);
  });
});
