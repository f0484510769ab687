import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUCCESS_TEXTS } from '@club/contracts';
import { callerFrom, memberSignIn } from '../../../test/fixtures.ts';
import { post, t, useRecoveryApp } from '../../../test/support/auth.ts';

useRecoveryApp();

describe('forgot PIN', () => {
  it('mails a temporary PIN that must be changed at the next sign-in', async () => {
    const res = await post('/api/auth/forgot-pin', {
      memberCode: 'M1001',
      email: 'm1001@example.com',
    });
    expect(res.json().message).toBe(SUCCESS_TEXTS.forgotPin);
    expect(res.json().message).toBe('Pin number has been sent to your mailId Successfully.');
    await t.flushMail();
    const mail = t.smtp.to('m1001@example.com')[0]!;
    expect(mail.subject).toContain('Your temporary PIN');
    const temp = /\b(\d{6})\b/.exec(mail.text)![1]!;

    // The old PIN still works: asking cannot lock a member out.
    expect((await memberSignIn(t, 'M1001', '1234')).statusCode).toBe(200);

    const login = await memberSignIn(t, 'M1001', temp);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.mustChangeCredential).toBe(true);
    const session = callerFrom(t, login);

    const mismatch = await post(
      '/api/auth/change-pin',
      { currentPin: temp, newPin: '2468', confirmPin: '2469' },
      session,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0]).toMatchObject({
      field: 'confirmPin',
      key: 'validation.pinMismatch',
    });

    const changed = await post(
      '/api/auth/change-pin',
      { currentPin: temp, newPin: '2468', confirmPin: '2468' },
      session,
    );
    expect(changed.statusCode).toBe(200);
    const who = await session.inject({ method: 'GET', url: '/api/auth/me' });
    expect(who.json().user.mustChangeCredential).toBe(false);

    expect((await memberSignIn(t, 'M1001', '1234')).statusCode).toBe(401);
    expect((await memberSignIn(t, 'M1001', temp)).statusCode).toBe(401);
    expect((await memberSignIn(t, 'M1001', '2468')).statusCode).toBe(200);
    await t.flushMail();
    expect(
      t.smtp
        .to('m1001@example.com')
        .map((m) => m.subject)
        .join(),
    ).toContain('sign-in details were changed');
    await t.app.ctx.db.execute(sql`delete from login_throttle`);
  });

  it('answers an unknown code with the same text and mails nobody', async () => {
    const res = await post('/api/auth/forgot-pin', {
      memberCode: 'Z1',
      email: 'nobody@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUCCESS_TEXTS.forgotPin);
    await t.flushMail();
    expect(t.smtp.mails).toHaveLength(0);
  });

  it('writes the mail in the member language', async () => {
    await post('/api/auth/forgot-pin', { memberCode: 'M2002', email: 'german@example.com' });
    await t.flushMail();
    expect(t.smtp.to('german@example.com')[0]?.subject).toContain('Ihre vorläufige PIN');
  });

  it('refuses a bad email with the field named', async () => {
    const res = await post('/api/auth/forgot-pin', { memberCode: 'M1001', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'email', message: 'Enter a valid email address.', key: 'validation.email' },
    ]);
  });
});
