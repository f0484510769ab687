import { describe, expect, it } from 'vitest';
import { createMember } from '../../seed/factories.ts';
import { ACCOUNTS, COST, memberSignIn, signInStaff } from '../../../test/fixtures.ts';
import {
  admin,
  auditRows,
  count,
  editOf,
  get,
  m1001,
  m1002,
  newMember,
  send,
  t,
  useMembersApp,
} from '../../../test/support/members.ts';

useMembersApp();

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
    const signIn = await memberSignIn(t, 'n5001', pin!);
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
    const acting = await signInStaff(t, ACCOUNTS.admin);
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
