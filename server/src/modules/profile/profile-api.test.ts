import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, countAudits, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { multipart, PNG } from '../../../test/fixtures.ts';
import { createMember } from '../../seed/factories.ts';
import {
  ask,
  countRows,
  getMine,
  MINE,
  one,
  putMine,
  REQUESTS,
  withdraw,
} from '../../../test/support/profile.ts';

useStaffApp({
  prepare: async (app) => {
    await createMember(app.app.ctx.db, {
      code: 'M7001',
      firstName: 'Other',
      lastName: 'Member',
      email: 'taken@example.com',
    });
  },
});

const member = () => as('member');
const details = async (over: object = {}) => {
  const p = (await getMine(member())).json();
  return {
    mobile: p.mobile,
    email: p.email,
    language: p.language,
    consentEmail: p.consentEmail,
    consentSms: p.consentSms,
    expectedUpdatedAt: p.updatedAt,
    ...over,
  };
};

describe('the member profile API: access', () => {
  it('answers members only: signed-out 401, staff 403', async () => {
    expect((await getMine(as('anonymous'))).statusCode).toBe(401);
    for (const who of ['admin', 'editor', 'eventManager'] as const) {
      expect((await getMine(as(who))).statusCode).toBe(403);
      expect((await putMine(as(who), { mobile: '123' })).statusCode).toBe(403);
      expect((await ask(as(who), { kind: 'address', address: 'X' })).statusCode).toBe(403);
      expect((await withdraw(as(who), 1)).statusCode).toBe(403);
    }
    const mine = await getMine(member());
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ code: 'M1001', family: expect.any(Array) });
  });
});

describe('the member profile API: details the member changes alone', () => {
  it('changes the mobile and consents at once, audited; a reload shows them', async () => {
    const audits = await countAudits(t, 'member.profile');
    const res = await putMine(
      member(),
      await details({ mobile: '+91 98111 22233', consentSms: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mobile: '+91 98111 22233', consentSms: true });
    expect((await getMine(member())).json().mobile).toBe('+91 98111 22233');
    expect(await countAudits(t, 'member.profile')).toBe(audits + 1);
  });

  it('refuses a bad mobile and e-mail with their fields, nothing written', async () => {
    const before = (await getMine(member())).json();
    const res = await putMine(member(), await details({ mobile: 'call me', email: 'nope' }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(errorFields(res)).toEqual(['email', 'mobile']);
    expect((await getMine(member())).json()).toMatchObject({
      mobile: before.mobile,
      email: before.email,
    });
  });

  it("refuses what needs the office's approval or only the office keeps, naming the field", async () => {
    const before = (await getMine(member())).json();
    const res = await putMine(
      member(),
      await details({ address: '1 New Road', firstName: 'Someone', membershipType: 'Life' }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(['address', 'firstName', 'membershipType']);
    const body = res.json() as { errors: { field: string; message: string }[] };
    expect(body.errors.find((e) => e.field === 'address')?.message).toMatch(/approval/);
    const after = (await getMine(member())).json();
    expect(after).toMatchObject({
      address: before.address,
      firstName: before.firstName,
      updatedAt: before.updatedAt,
    });
  });

  it("refuses another member's e-mail (409 naming email) and a stale version (409)", async () => {
    const taken = await putMine(member(), await details({ email: 'TAKEN@example.com' }));
    expect(taken.statusCode).toBe(409);
    expect(errorFields(taken)).toEqual(['email']);
    const stale = await putMine(
      member(),
      await details({ mobile: '+91 90000 00000', expectedUpdatedAt: '2020-01-01T00:00:00.000Z' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('member_changed');
    expect((await getMine(member())).json().mobile).not.toBe('+91 90000 00000');
  });

  it('answers 400 for a missing version and a body that is no object', async () => {
    const { expectedUpdatedAt: _v, ...noVersion } = await details();
    const res = await putMine(member(), noVersion);
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(['expectedUpdatedAt']);
    const junk = await member().inject({
      method: 'PUT',
      url: MINE,
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.statusCode).toBe(400);
  });

  it('sets and removes the own photo, which the member may read', async () => {
    const body = multipart({
      files: [{ field: 'photo', name: 'me.png', type: 'image/png', data: PNG }],
    });
    const set = await member().inject({ method: 'PUT', url: `${MINE}/photo`, ...body });
    expect(set.statusCode).toBe(200);
    expect(set.json().hasPhoto).toBe(true);
    const photo = await member().inject({ url: `/api/members/${member().id}/photo` });
    expect(photo.statusCode).toBe(200);
    const bad = multipart({
      files: [{ field: 'photo', name: 'x.png', type: 'image/png', data: 'text' }],
    });
    // Not an image by its content: refused (the members module's rule), nothing changed.
    expect(
      (await member().inject({ method: 'PUT', url: `${MINE}/photo`, ...bad })).statusCode,
    ).toBe(415);
    expect((await getMine(member())).json().hasPhoto).toBe(true);
    const removed = await member().inject({ method: 'DELETE', url: `${MINE}/photo` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().hasPhoto).toBe(false);
  });
});

describe('the member profile API: requests to the office', () => {
  it('asks for a new address; nothing changes on the record; a second one is 409', async () => {
    const before = (await getMine(member())).json();
    const res = await ask(member(), { kind: 'address', address: '12 Park Street, Kolkata' });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p.address).toBe(before.address);
    const req = p.requests.find((r: { kind: string }) => r.kind === 'address');
    expect(req).toMatchObject({
      status: 'Pending',
      change: { address: '12 Park Street, Kolkata' },
      before: { address: before.address },
    });
    const again = await ask(member(), { kind: 'address', address: '13 Park Street' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('profile_request_pending');
    expect(
      await countRows(t, 'profile_change_requests', sql`kind = 'address' and status = 'Pending'`),
    ).toBe(1);
    // Withdrawn, another may be sent; a withdrawn one cannot be withdrawn again.
    expect((await withdraw(member(), req.id)).statusCode).toBe(200);
    expect((await withdraw(member(), req.id)).statusCode).toBe(409);
    expect((await ask(member(), { kind: 'address', address: '13 Park Street' })).statusCode).toBe(
      201,
    );
  });

  it('two address requests at once: the database keeps one', async () => {
    await t.app.ctx.db.execute(
      sql`update profile_change_requests set status = 'Withdrawn' where kind = 'address'`,
    );
    const results = await Promise.all(
      ['1 A Road', '2 B Road', '3 C Road'].map((address) =>
        ask(member(), { kind: 'address', address }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      await countRows(t, 'profile_change_requests', sql`kind = 'address' and status = 'Pending'`),
    ).toBe(1);
  });

  it('asks for a new dependent and a removal of their own relative only', async () => {
    const dep = await ask(member(), {
      kind: 'add_dependent',
      name: 'Kabir Mehta',
      relation: 'Son',
      dateOfBirth: '2015-04-02',
    });
    expect(dep.statusCode).toBe(201);
    expect(dep.json().requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'add_dependent',
          change: { name: 'Kabir Mehta', relation: 'Son', dateOfBirth: '2015-04-02' },
        }),
      ]),
    );
    const other = await one<{ id: number }>(
      t,
      sql`insert into member_family (member_id, name, relation)
          select id, 'Not Yours', 'Son' from members where code = 'M7001' returning id`,
    );
    const refused = await ask(member(), { kind: 'remove_dependent', familyId: other.id });
    expect(refused.statusCode).toBe(400);
    expect(errorFields(refused)).toEqual(['familyId']);
  });

  it('refuses bad requests with their fields, nothing written', async () => {
    const rows = await countRows(t, 'profile_change_requests');
    const cases: [object, string[]][] = [
      [{ kind: 'address', address: '' }, ['address']],
      [{ kind: 'name', firstName: '', lastName: 'X' }, ['firstName']],
      [{ kind: 'add_dependent', name: 'A', relation: 'Cousin' }, ['relation']],
      [
        { kind: 'add_dependent', name: 'A', relation: 'Son', dateOfBirth: '2999-01-01' },
        ['dateOfBirth'],
      ],
      [{ kind: 'remove_dependent', familyId: 'x' }, ['familyId']],
      [{ kind: 'promotion' }, ['kind']],
    ];
    for (const [payload, fields] of cases) {
      const res = await ask(member(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect([...new Set(errorFields(res))], JSON.stringify(payload)).toEqual(fields);
    }
    // The same address as on record: nothing to ask.
    await t.app.ctx.db.execute(sql`update members set address = 'Same Road' where code = 'M1001'`);
    const same = await ask(member(), { kind: 'address', address: 'Same Road' });
    expect(same.statusCode).toBe(400);
    expect(errorFields(same)).toEqual(['address']);
    expect(await countRows(t, 'profile_change_requests')).toBe(rows);
  });

  it("refuses withdrawing an unknown request or another member's (404)", async () => {
    expect((await withdraw(member(), 999999)).statusCode).toBe(404);
    const theirs = await one<{ id: number }>(
      t,
      sql`insert into profile_change_requests (member_id, kind, change)
          select id, 'address', '{"address":"Theirs"}'::jsonb from members where code = 'M7001'
          returning id`,
    );
    expect((await withdraw(member(), theirs.id)).statusCode).toBe(404);
    expect((await withdraw(member(), 0)).statusCode).toBe(400);
    expect(
      (await member().inject({ method: 'POST', url: `${REQUESTS}/abc/withdraw` })).statusCode,
    ).toBe(400);
  });
});
