import { describe, expect, it } from 'vitest';
import { callerFrom, memberSignIn } from '../../../test/fixtures.ts';
import {
  admin,
  auditRows,
  get,
  m1002,
  send,
  t,
  useMembersApp,
} from '../../../test/support/members.ts';

useMembersApp();

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
    const signIn = await memberSignIn(t, 'M1002', '2345');
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
    const session = callerFrom(t, await memberSignIn(t, 'M1002', '2345'));
    const res = await send('POST', `/api/admin/members/${m1002}/reset-pin`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('m1002@example.com');
    expect((await get('/api/auth/me', session)).json().user).toBeNull();

    const old = await memberSignIn(t, 'M1002', '2345');
    expect(old.statusCode).toBe(401);
    await t.flushMail();
    const mail = t.smtp.to('m1002@example.com').at(-1)!;
    expect(mail.subject).toMatch(/new PIN/);
    const pin = /\b(\d{6})\b/.exec(mail.text)![1];
    const signIn = await memberSignIn(t, 'M1002', pin!);
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
