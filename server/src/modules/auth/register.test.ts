import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSignIn } from '../../../test/fixtures.ts';
import { post, t, useRecoveryApp } from '../../../test/support/auth.ts';

useRecoveryApp();
const tokenFrom = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('register (activate online access)', () => {
  it('mails a one-time link that sets the PIN, in the member language, and works once', async () => {
    const res = await post('/api/auth/register', {
      memberCode: 'm2001',
      email: 'NEW.member@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('If the member code and email match');
    await t.flushMail();
    const [mail] = t.smtp.to('new.member@example.com');
    expect(mail?.subject).toContain('Active su acceso en línea');
    expect(mail?.text).toContain('http://portal.test/app/reset-password?token=');
    const token = tokenFrom(mail!.text)!;

    const info = await t.app.inject({ method: 'GET', url: `/api/auth/token?token=${token}` });
    expect(info.json()).toEqual({ purpose: 'activate', kind: 'member', code: 'M2001' });

    const weak = await post('/api/auth/reset', { token, secret: '12' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ field: 'secret', key: 'validation.pin' });

    const set = await post('/api/auth/reset', { token, secret: '8642' });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toContain('online access is active');

    const login = await memberSignIn(t, 'M2001', '8642');
    expect(login.statusCode).toBe(200);

    const again = await post('/api/auth/reset', { token, secret: '1111' });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('invalid_token');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/token?token=${token}` })).statusCode,
    ).toBe(410);
  });

  it('gives the same answer for an unknown code or a wrong email, and mails nobody', async () => {
    const known = await post('/api/auth/register', {
      memberCode: 'M2001',
      email: 'new.member@example.com',
    });
    const unknown = await post('/api/auth/register', {
      memberCode: 'X777',
      email: 'new.member@example.com',
    });
    const wrongEmail = await post('/api/auth/register', {
      memberCode: 'M2001',
      email: 'other@example.com',
    });
    expect(unknown.json()).toEqual(known.json());
    expect(wrongEmail.json()).toEqual(known.json());
    await t.flushMail();
    expect(t.smtp.mails).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    await post('/api/auth/register', { memberCode: 'M2001', email: 'new.member@example.com' });
    await t.flushMail();
    const token = tokenFrom(t.smtp.mails[0]!.text)!;
    await t.app.ctx.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second'`,
    );
    const res = await post('/api/auth/reset', { token, secret: '5555' });
    expect(res.statusCode).toBe(410);
    expect(res.json().detail).toContain('expired');
  });
});
