import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateMemberRequest } from '@club/contracts';
import { createMember, createStaff } from '../../seed/factories.ts';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/helpers.ts';
import { multipart, PNG } from '../../../test/support/members.ts';

let t: TestApp;
let admin: string;
let editor: string;
let member: string;
let m1001: number;
let m1002: number;
const COST = 1024;

const login = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload }).then(sessionCookie);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  m1001 = (
    await createMember(
      db,
      {
        code: 'M1001',
        email: 'm1001@example.com',
        pin: '1234',
        firstName: 'Arjun',
        lastName: 'Mehta',
        membershipType: 'Life',
        creditLimit: 5_000_000,
        family: [
          { name: 'Priya Mehta', relation: 'Spouse', dateOfBirth: '1982-06-14' },
          { name: 'Kabir Mehta', relation: 'Son', dateOfBirth: '2012-09-03' },
        ],
      },
      COST,
    )
  ).id;
  m1002 = (
    await createMember(
      db,
      {
        code: 'M1002',
        email: 'm1002@example.com',
        pin: '2345',
        membershipType: 'Ordinary',
        // Not just Yoga: the edit below sets that and its audit lists the change.
        sportsInterests: ['Tennis'],
      },
      COST,
    )
  ).id;
  await createMember(db, { code: 'M1003', status: 'Suspended', membershipType: 'Ordinary' }, COST);
  await createMember(
    db,
    { code: 'INST326', membershipType: 'Corporate', lastName: 'Zephyr' },
    COST,
  );
  await createMember(db, { code: 'M1004', email: null, lastName: 'Noemail' }, COST);
  for (let i = 0; i < 25; i++) await createMember(db, { code: `T${200 + i}` }, COST);
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
  admin = await login('/api/auth/staff/login', { staffCode: 'admin', password: 'Admin@12345' });
  editor = await login('/api/auth/staff/login', { staffCode: 'editor', password: 'Editor@12345' });
  member = await login('/api/auth/member/login', { memberCode: 'M1001', pin: '1234' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.ctx.db.execute(sql`delete from login_throttle`);
  await t.flushMail();
  t.smtp.clear();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const count = async (table: string) =>
  Number(
    (await t.app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n,
  );
const auditRows = async (action: string) =>
  (
    await t.app.ctx.db.execute(
      sql`select a.*, s.code as actor from audit_log a left join staff_users s on s.id = a.actor_staff_id
          where a.action = ${action} order by a.id`,
    )
  ).rows as {
    entity_id: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    actor: string;
    acted_for_member_id: number | null;
  }[];

const newMember = (over: Partial<CreateMemberRequest> = {}): CreateMemberRequest => ({
  code: 'N5001',
  title: 'Ms',
  firstName: 'Lucía',
  lastName: 'García',
  gender: 'F',
  dateOfBirth: '1990-02-03',
  email: 'lucia.garcia@example.com',
  mobile: '+91 98200 12345',
  address: '12 Marine Drive, Mumbai 400002',
  membershipType: 'Ordinary',
  joinedOn: '2024-04-01',
  spouse: { name: 'Diego García', dateOfBirth: '1988-11-30' },
  dependents: [{ name: 'Sofía García', relation: 'Daughter', dateOfBirth: '2019-05-05' }],
  sportsInterests: ['Tennis', 'Swimming'],
  creditLimit: 2_500_050,
  language: 'es',
  consentEmail: true,
  consentSms: false,
  ...over,
});

describe('who may manage members', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/admin/members'],
    ['GET', '/api/admin/members/availability?field=code&value=M1'],
    ['GET', '/api/admin/members/export.csv'],
    ['GET', '/api/admin/members/1'],
    ['POST', '/api/admin/members', {}],
    ['PUT', '/api/admin/members/1', {}],
    ['PUT', '/api/admin/members/1/status', { status: 'Active' }],
    ['POST', '/api/admin/members/1/reset-pin'],
    ['DELETE', '/api/admin/members/1/photo'],
    ['POST', '/api/admin/members/import/preview'],
    ['POST', '/api/admin/members/import'],
  ];

  it('refuses visitors (401) and editors and members (403) on every admin route', async () => {
    for (const [method, url, payload] of routes) {
      const req = (cookie?: string) =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(payload ? { payload } : {}),
        });
      const anon = await req();
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.headers['content-type']).toContain('application/problem+json');
      for (const cookie of [editor, member]) {
        const res = await req(cookie);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
  });
});

describe('member list', () => {
  it('pages on the server and answers items, pageCount, pageIndex, pageSize and total', async () => {
    const res = await get('/api/admin/members?pageSize=10&pageIndex=1', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pageIndex: 1, pageSize: 10, total: 30, pageCount: 3 });
    expect(body.items).toHaveLength(10);
    const first = (await get('/api/admin/members?pageSize=3', admin)).json().items;
    // Codes sort by letters, then numerically.
    expect(first.map((m: { code: string }) => m.code)).toEqual(['INST326', 'M1001', 'M1002']);
  });

  it('searches by code, name, email or phone and filters by status and membership type', async () => {
    const byName = (await get('/api/admin/members?term=arjun%20meh', admin)).json();
    expect(byName.items.map((m: { code: string }) => m.code)).toEqual(['M1001']);
    expect(byName.items[0]).toMatchObject({ name: expect.stringContaining('Arjun Mehta') });
    const byEmail = (await get('/api/admin/members?term=M1002@EXAMPLE', admin)).json();
    expect(byEmail.total).toBe(1);
    const suspended = (await get('/api/admin/members?status=Suspended', admin)).json();
    expect(suspended.items.map((m: { code: string }) => m.code)).toEqual(['M1003']);
    const corporate = (
      await get('/api/admin/members?membershipType=Corporate&term=inst', admin)
    ).json();
    expect(corporate.items.map((m: { code: string }) => m.code)).toEqual(['INST326']);
    const wildcard = (await get('/api/admin/members?term=%25', admin)).json();
    expect(wildcard.total).toBe(0);
  });

  it('sorts by a known column either way', async () => {
    const desc = (
      await get('/api/admin/members?sortBy=code&sortDir=desc&pageSize=2', admin)
    ).json();
    expect(desc.items.map((m: { code: string }) => m.code)).toEqual(['T224', 'T223']);
    const byName = (
      await get('/api/admin/members?sortBy=name&sortDir=desc&pageSize=1', admin)
    ).json();
    expect(byName.items[0].code).toBe('INST326'); // Zephyr
  });

  it('refuses bad list queries with the failing fields', async () => {
    for (const [q, field] of [
      ['pageSize=500', 'pageSize'],
      ['pageIndex=-1', 'pageIndex'],
      ['sortBy=password', 'sortBy'],
      ['status=Sleeping', 'status'],
      ['sortDir=up', 'sortDir'],
    ]) {
      const res = await get(`/api/admin/members?${q}`, admin);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors[0].field, q).toBe(field);
    }
  });
});

describe('adding a member', () => {
  it('saves every field with spouse and dependents, mails the first PIN in their language, and audits', async () => {
    const res = await send('POST', '/api/admin/members', admin, newMember());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      code: 'N5001',
      firstName: 'Lucía',
      gender: 'F',
      status: 'Active',
      spouse: { name: 'Diego García', dateOfBirth: '1988-11-30' },
      dependents: [{ name: 'Sofía García', relation: 'Daughter', dateOfBirth: '2019-05-05' }],
      sportsInterests: ['Tennis', 'Swimming'],
      creditLimit: 2_500_050,
      language: 'es',
      onlineAccess: 'pending',
      hasPhoto: false,
    });
    const fetched = await get(`/api/admin/members/${created.id}`, admin);
    expect(fetched.json()).toEqual(created);

    await t.flushMail();
    const [mail] = t.smtp.to('lucia.garcia@example.com');
    expect(mail?.subject).toMatch(/su primer PIN/);
    const pin = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(pin).toBeDefined();

    // The temporary PIN signs in once and forces a change.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { memberCode: 'n5001', pin },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.mustChangeCredential).toBe(true);

    const [row] = await auditRows('member.create');
    expect(row).toMatchObject({ entity_id: String(created.id), actor: 'admin', before: null });
    expect(row!.after).toMatchObject({ code: 'N5001', creditLimit: 2_500_050 });
  });

  it('refuses bad input with every failing field and changes nothing', async () => {
    const before = await count('members');
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await send('POST', '/api/admin/members', admin, {
      ...newMember({ code: 'N5002', email: 'n5002@example.com' }),
      firstName: ' ',
      email: 'not-an-email',
      creditLimit: 12.5,
      dateOfBirth: future,
      membershipType: 'Platinum',
      dependents: [{ name: 'X', relation: 'Cousin' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'firstName',
        'email',
        'creditLimit',
        'dateOfBirth',
        'membershipType',
        'dependents.0.relation',
      ]),
    );
    expect(await count('members')).toBe(before);
    await t.flushMail();
    expect(t.smtp.mails).toHaveLength(0);
  });

  it('refuses a taken code or email (any case) with 409 naming the field, from the database', async () => {
    const before = await count('members');
    const dupCode = await send(
      'POST',
      '/api/admin/members',
      admin,
      newMember({ code: 'm1001', email: 'fresh@example.com' }),
    );
    expect(dupCode.statusCode).toBe(409);
    expect(dupCode.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'code' }] });
    const dupEmail = await send(
      'POST',
      '/api/admin/members',
      admin,
      newMember({ code: 'N5003', email: 'M1002@Example.com' }),
    );
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().errors[0].field).toBe('email');
    expect(await count('members')).toBe(before);
    await t.flushMail();
    expect(t.smtp.mails).toHaveLength(0);
  });

  it('tells as the admin types whether a code or email is free', async () => {
    const q = (s: string) =>
      get(`/api/admin/members/availability?${s}`, admin).then((r) => r.json());
    expect(await q('field=code&value=m1001')).toEqual({ available: false, valid: true });
    expect(await q('field=code&value=M9999')).toEqual({ available: true, valid: true });
    expect(await q(`field=code&value=M1001&excludeId=${m1001}`)).toEqual({
      available: true,
      valid: true,
    });
    expect(await q('field=email&value=M1001@EXAMPLE.COM')).toEqual({
      available: false,
      valid: true,
    });
    expect(await q('field=code&value=12-34')).toEqual({ available: false, valid: false });
    expect((await get('/api/admin/members/availability?field=pin&value=1', admin)).statusCode).toBe(
      400,
    );
  });
});

/** An edit of a member as loaded (its `updatedAt` is the version the edit is based on). */
const editOf = (current: { updatedAt: string }, over: object = {}) => ({
  ...current,
  expectedUpdatedAt: current.updatedAt,
  ...over,
});

describe('editing a member', () => {
  it('saves the change and audits only the changed fields, before and after', async () => {
    const current = (await get(`/api/admin/members/${m1002}`, admin)).json();
    const res = await send('PUT', `/api/admin/members/${m1002}`, admin, {
      ...editOf(current),
      lastName: 'Rao-Iyer',
      creditLimit: 7_500_000,
      spouse: { name: 'Vikram Iyer', dateOfBirth: null },
      sportsInterests: ['Yoga', 'Yoga'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lastName: 'Rao-Iyer',
      creditLimit: 7_500_000,
      spouse: { name: 'Vikram Iyer', dateOfBirth: null },
      sportsInterests: ['Yoga'],
    });
    const rows = await auditRows('member.update');
    const row = rows.find((r) => r.entity_id === String(m1002))!;
    expect(row.before).toEqual({
      lastName: current.lastName,
      creditLimit: current.creditLimit,
      spouse: null,
      sportsInterests: current.sportsInterests,
    });
    expect(row.after).toEqual({
      lastName: 'Rao-Iyer',
      creditLimit: 7_500_000,
      spouse: { name: 'Vikram Iyer', dateOfBirth: null },
      sportsInterests: ['Yoga'],
    });
    expect(row.acted_for_member_id).toBeNull();
  });

  it('refuses a taken code, an unknown member and bad input, changing nothing', async () => {
    const current = (await get(`/api/admin/members/${m1002}`, admin)).json();
    const taken = await send(
      'PUT',
      `/api/admin/members/${m1002}`,
      admin,
      editOf(current, { code: 'M1001' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('code');
    const missing = await send('PUT', '/api/admin/members/999999', admin, editOf(current));
    expect(missing.statusCode).toBe(404);
    const bad = await send(
      'PUT',
      `/api/admin/members/${m1002}`,
      admin,
      editOf(current, { mobile: 'call me' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('mobile');
    expect((await get(`/api/admin/members/${m1002}`, admin)).json()).toEqual(current);
    expect((await get('/api/admin/members/abc', admin)).statusCode).toBe(400);
  });

  it('refuses an edit based on a version another admin has changed (409 member_changed), changing nothing', async () => {
    const id = (
      await createMember(
        t.app.ctx.db,
        { code: 'M1010', membershipType: 'Ordinary', creditLimit: 5_000_000 },
        COST,
      )
    ).id;
    const opened = (await get(`/api/admin/members/${id}`, admin)).json();
    const first = await send(
      'PUT',
      `/api/admin/members/${id}`,
      admin,
      editOf(opened, { address: '1 First Admin Road' }),
    );
    expect(first.statusCode).toBe(200);
    const saved = first.json();
    expect(saved.updatedAt > opened.updatedAt).toBe(true);
    const audits = (await auditRows('member.update')).length;

    // A second admin's form was loaded before the first save: refused, whatever it changes.
    const stale = await send(
      'PUT',
      `/api/admin/members/${id}`,
      admin,
      editOf(opened, { address: '2 Second Admin Road', creditLimit: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({
      status: 409,
      code: 'member_changed',
      detail: 'Someone else changed this member since you opened it. Reload to see their changes.',
    });
    expect((await get(`/api/admin/members/${id}`, admin)).json()).toEqual(saved);
    expect(await auditRows('member.update')).toHaveLength(audits);

    // Reloaded, the same change saves.
    const fresh = await send(
      'PUT',
      `/api/admin/members/${id}`,
      admin,
      editOf(saved, { address: '2 Second Admin Road' }),
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ address: '2 Second Admin Road', creditLimit: 5_000_000 });
    expect(await auditRows('member.update')).toHaveLength(audits + 1);

    // A status change is a change of the member too: it moves the version on.
    const lapsed = (
      await send('PUT', `/api/admin/members/${id}/status`, admin, { status: 'Lapsed' })
    ).json();
    expect(lapsed.updatedAt > fresh.json().updatedAt).toBe(true);
    const before = await send('PUT', `/api/admin/members/${id}`, admin, editOf(fresh.json()));
    expect(before.json().code).toBe('member_changed');
    const after = await send('PUT', `/api/admin/members/${id}`, admin, editOf(lapsed));
    expect(after.statusCode).toBe(200);

    // Two admins saving the same version at once: the database lets exactly one through.
    const both = await Promise.all(
      ['3 Race Lane', '4 Race Lane'].map((address) =>
        send('PUT', `/api/admin/members/${id}`, admin, editOf(after.json(), { address })),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('member_changed');
    const winner = both.find((r) => r.statusCode === 200)!.json();
    expect((await get(`/api/admin/members/${id}`, admin)).json()).toEqual(winner);
  });

  it('refuses an edit without the version it is based on (400 naming the field)', async () => {
    const current = (await get(`/api/admin/members/${m1002}`, admin)).json();
    const { updatedAt: _u, ...withoutVersion } = current;
    const missing = await send('PUT', `/api/admin/members/${m1002}`, admin, {
      ...withoutVersion,
      lastName: 'Nobody',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      errors: [
        {
          field: 'expectedUpdatedAt',
          key: 'validation.required',
          message: 'This field is required.',
        },
      ],
    });
    const malformed = await send(
      'PUT',
      `/api/admin/members/${m1002}`,
      admin,
      editOf(current, { expectedUpdatedAt: 'yesterday' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('expectedUpdatedAt');
    expect((await get(`/api/admin/members/${m1002}`, admin)).json()).toEqual(current);
  });

  it('records the member an admin acts for', async () => {
    const acting = await login('/api/auth/staff/login', {
      staffCode: 'admin',
      password: 'Admin@12345',
    });
    await send('POST', '/api/auth/act-as', acting, { memberCode: 'M1001' });
    const current = (await get(`/api/admin/members/${m1001}`, acting)).json();
    const res = await send(
      'PUT',
      `/api/admin/members/${m1001}`,
      acting,
      editOf(current, { mobile: '+91 99999 00000' }),
    );
    expect(res.statusCode).toBe(200);
    const row = (await auditRows('member.update')).find((r) => r.entity_id === String(m1001))!;
    expect(row.actor).toBe('admin');
    expect(row.acted_for_member_id).toBe(m1001);
  });
});

describe('status and PIN', () => {
  it('changes the status with before and after audited; a resigned member cannot sign in', async () => {
    const res = await send('PUT', `/api/admin/members/${m1002}/status`, admin, {
      status: 'Resigned',
      reason: 'Letter of 3 March',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Resigned');
    const [row] = (await auditRows('member.status')).filter((r) => r.entity_id === String(m1002));
    expect(row).toMatchObject({
      before: { status: 'Active' },
      after: { status: 'Resigned', reason: 'Letter of 3 March' },
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { memberCode: 'M1002', pin: '2345' },
    });
    expect(signIn.statusCode).toBe(403);

    // The same status again changes nothing and is not audited twice.
    await send('PUT', `/api/admin/members/${m1002}/status`, admin, { status: 'Resigned' });
    expect(
      (await auditRows('member.status')).filter((r) => r.entity_id === String(m1002)),
    ).toHaveLength(1);

    const bad = await send('PUT', `/api/admin/members/${m1002}/status`, admin, {
      status: 'Gone',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
    expect(
      (await send('PUT', '/api/admin/members/999999/status', admin, { status: 'Active' }))
        .statusCode,
    ).toBe(404);
    await send('PUT', `/api/admin/members/${m1002}/status`, admin, { status: 'Active' });
  });

  it('resets a PIN: the old one stops working, the mailed one forces a change, sessions end', async () => {
    const session = await login('/api/auth/member/login', { memberCode: 'M1002', pin: '2345' });
    const res = await send('POST', `/api/admin/members/${m1002}/reset-pin`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('m1002@example.com');
    expect((await get('/api/auth/me', session)).json().user).toBeNull();

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { memberCode: 'M1002', pin: '2345' },
    });
    expect(old.statusCode).toBe(401);
    await t.flushMail();
    const mail = t.smtp.to('m1002@example.com').at(-1)!;
    expect(mail.subject).toMatch(/new PIN/);
    const pin = /\b(\d{6})\b/.exec(mail.text)![1];
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { memberCode: 'M1002', pin },
    });
    expect(signIn.json().user.mustChangeCredential).toBe(true);
    expect(await auditRows('member.reset_pin')).toHaveLength(1);
  });

  it('refuses a PIN reset for a member without an email (409) or unknown (404)', async () => {
    const noEmail = (await get('/api/admin/members?term=Noemail', admin)).json().items[0];
    const res = await send('POST', `/api/admin/members/${noEmail.id}/reset-pin`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('email');
    expect((await send('POST', '/api/admin/members/999999/reset-pin', admin)).statusCode).toBe(404);
  });
});

describe('member photo', () => {
  const upload = (id: number, cookie: string, data: Buffer, type = 'image/png') => {
    const body = multipart('photo', 'me.png', type, data);
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${id}/photo`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it('stores a photo privately: admins and the member themself may see it, nobody else', async () => {
    expect((await upload(m1001, admin, PNG)).statusCode).toBe(204);
    const byAdmin = await get(`/api/members/${m1001}/photo`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toBe('image/png');
    expect(byAdmin.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/api/members/${m1001}/photo`, member)).statusCode).toBe(200);
    expect((await get(`/api/members/${m1002}/photo`, member)).statusCode).toBe(404);
    expect((await get(`/api/members/${m1001}/photo`)).statusCode).toBe(401);
    expect((await get(`/api/members/${m1001}/photo`, editor)).statusCode).toBe(403);
    const key = (
      await t.app.ctx.db.execute(sql`select photo_path from members where id = ${m1001}`)
    ).rows[0]!.photo_path as string;
    expect(key).toMatch(/^member-photos\//);
    expect((await get(`/api/files/${key}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/members/${m1001}`, admin)).json().hasPhoto).toBe(true);
  });

  it('refuses what is not an image (415), an empty upload (400) and other roles (403)', async () => {
    const pdf = await upload(m1002, admin, Buffer.from('%PDF-1.4\n%%EOF\n'), 'image/png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errors[0].field).toBe('photo');
    expect((await upload(m1002, admin, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(m1002, editor, PNG)).statusCode).toBe(403);
    expect((await upload(999999, admin, PNG)).statusCode).toBe(404);
    expect((await get(`/api/admin/members/${m1002}`, admin)).json().hasPhoto).toBe(false);
  });

  it('removes a photo, audited', async () => {
    expect((await send('DELETE', `/api/admin/members/${m1001}/photo`, admin)).statusCode).toBe(204);
    expect((await get(`/api/members/${m1001}/photo`, admin)).statusCode).toBe(404);
    const rows = await auditRows('member.photo');
    expect(rows.map((r) => r.after)).toEqual([
      expect.objectContaining({ hasPhoto: true }),
      { hasPhoto: false },
    ]);
  });
});

describe('CSV import and export', () => {
  const HEADER =
    'code,title,firstName,lastName,gender,dateOfBirth,email,mobile,address,membershipType,status,joinedOn,spouseName,spouseDateOfBirth,dependents,sportsInterests,creditLimit,language';
  const good = [
    'C7001,Mr,Anil,Kapoor,M,1970-01-15,anil.kapoor@example.com,+91 98200 11111,"5 Hill Road, Bandra",Ordinary,Active,2020-06-01,Sunita Kapoor,1972-03-04,Rhea Kapoor/Daughter/2001-07-07,Cricket; Golf-free,25000.00,en',
  ];
  const fileOf = (lines: string[], header = HEADER) => `${header}\n${lines.join('\n')}\n`;
  const post = (url: string, csv: string, cookie = admin) => {
    const body = multipart('file', 'members.csv', 'text/csv', csv);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it('previews a file, listing every row error, and imports nothing while any row is wrong', async () => {
    const csv = fileOf([
      'C7001,Mr,Anil,Kapoor,M,1970-01-15,anil.kapoor@example.com,,,Ordinary,,,,,,Cricket,25000.00,en',
      'C7002,,Bela,Shah,F,,bela@example,,,Ordinary,,,,,,,10.005,en',
      'C7001,,Dup,Code,M,,,,,Ordinary,,,,,,,,',
      'M1001,,Old,Code,M,,,,,Life,,,,,,,,',
      'C7004,,Ok,Row,X,,,,,Founder,Asleep,,,,Kid/Cousin/,Polo,,fr',
    ]);
    const preview = await post('/api/admin/members/import/preview', csv);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.rows).toBe(5);
    expect(body.valid).toBe(1);
    expect(body.members.map((m: { code: string }) => m.code)).toEqual(['C7001']);
    const errs = body.errors.map((e: { line: number; field: string }) => `${e.line}:${e.field}`);
    expect(errs).toEqual(
      expect.arrayContaining([
        '3:email',
        '3:creditLimit',
        '4:code',
        '5:code',
        '6:gender',
        '6:membershipType',
        '6:status',
        '6:dependents',
        '6:sportsInterests',
        '6:language',
      ]),
    );

    const before = await count('members');
    const commit = await post('/api/admin/members/import', csv);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().detail).toMatch(/nothing was imported/);
    expect(commit.json().errors.map((e: { field: string }) => e.field)).toContain('rows.3.email');
    expect(await count('members')).toBe(before);
  });

  it('refuses unknown or missing columns and files that are not CSV, naming them', async () => {
    const unknown = await post(
      '/api/admin/members/import/preview',
      fileOf(['C1,A,B,Ordinary,x'], 'code,firstName,lastName,membershipType,shoeSize'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('Unknown column "shoeSize"');
    const missing = await post('/api/admin/members/import', fileOf(['C1,A'], 'code,firstName'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('"lastName" is missing');
    const binary = await post('/api/admin/members/import', PNG.toString('latin1') + '\xff\xfe');
    expect(binary.statusCode).toBe(400);
    const headerOnly = await post('/api/admin/members/import', `${HEADER}\n`);
    expect(headerOnly.json().detail).toMatch(/no rows/);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members/import',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('imports a good file in one go, mailing each new member a first PIN; a second run is refused', async () => {
    const csv = fileOf([
      ...good.map((l) => l.replace('Cricket; Golf-free', 'Cricket; Tennis')),
      'C7002,,Bela,Shah,F,,bela.shah@example.com,,,Corporate,Lapsed,2019-01-01,,,,,0,de',
      'C7003,,Chetan,Rao,M,,,,,Temporary,,,,,,,1500.5,',
    ]);
    const res = await post('/api/admin/members/import', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 3, mailed: 2 });
    const anil = (await get('/api/admin/members?term=C7001', admin)).json().items[0];
    const detail = (await get(`/api/admin/members/${anil.id}`, admin)).json();
    expect(detail).toMatchObject({
      address: '5 Hill Road, Bandra',
      spouse: { name: 'Sunita Kapoor', dateOfBirth: '1972-03-04' },
      dependents: [{ name: 'Rhea Kapoor', relation: 'Daughter', dateOfBirth: '2001-07-07' }],
      sportsInterests: ['Cricket', 'Tennis'],
      creditLimit: 2_500_000,
      onlineAccess: 'pending',
    });
    await t.flushMail();
    expect(t.smtp.to('bela.shah@example.com')[0]?.subject).toMatch(/erste PIN/);
    expect(await auditRows('member.import')).toHaveLength(3);

    const again = await post('/api/admin/members/import', csv);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveLength(5); // three codes and two emails exist
  });

  it('exports the filtered members as CSV that reads back', async () => {
    const res = await get('/api/admin/members/export.csv?term=M1001', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="members-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('M1001');
    expect(lines[1]).toContain('50000.00');
    expect(lines[1]).toContain('Priya Mehta,1982-06-14,Kabir Mehta/Son/2012-09-03');
    // The same file previews cleanly once the code and email are new.
    const again = res.body
      .replace('M1001', 'R1001')
      .replace('m1001@example.com', 'r1001@example.com');
    const preview = await post('/api/admin/members/import/preview', again);
    expect(preview.json()).toMatchObject({ rows: 1, valid: 1, errors: [] });
    expect((await get('/api/admin/members/export.csv?status=Nope', admin)).statusCode).toBe(400);
  });
});
