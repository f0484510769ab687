import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUCCESS_TEXTS } from '@club/contracts';
import { createMember, createStaff } from '../../seed/factories.ts';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
const COST = 1024;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  await createMember(
    db,
    {
      code: 'M1001',
      email: 'm1001@example.com',
      pin: '1234',
      firstName: 'Arjun',
      lastName: 'Mehta',
    },
    COST,
  );
  await createMember(
    db,
    {
      code: 'M2001',
      email: 'new.member@example.com',
      firstName: 'Neha',
      lastName: 'Iyer',
      language: 'es',
    },
    COST,
  );
  await createMember(
    db,
    { code: 'M2002', email: 'german@example.com', pin: '4321', language: 'de' },
    COST,
  );
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
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.flushMail();
  t.smtp.clear();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
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

    const login = await post('/api/auth/member/login', { memberCode: 'M2001', pin: '8642' });
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
    expect(
      (await post('/api/auth/member/login', { memberCode: 'M1001', pin: '1234' })).statusCode,
    ).toBe(200);

    const login = await post('/api/auth/member/login', { memberCode: 'M1001', pin: temp });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.mustChangeCredential).toBe(true);
    const cookie = sessionCookie(login);

    const mismatch = await post(
      '/api/auth/change-pin',
      { currentPin: temp, newPin: '2468', confirmPin: '2469' },
      cookie,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0]).toMatchObject({
      field: 'confirmPin',
      key: 'validation.pinMismatch',
    });

    const changed = await post(
      '/api/auth/change-pin',
      { currentPin: temp, newPin: '2468', confirmPin: '2468' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    const who = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(who.json().user.mustChangeCredential).toBe(false);

    expect(
      (await post('/api/auth/member/login', { memberCode: 'M1001', pin: '1234' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/member/login', { memberCode: 'M1001', pin: temp })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/member/login', { memberCode: 'M1001', pin: '2468' })).statusCode,
    ).toBe(200);
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

describe('forgot password (staff)', () => {
  it('mails a temporary password; until it is changed only the change is allowed', async () => {
    const res = await post('/api/auth/forgot-password', {
      staffCode: 'admin',
      email: 'admin@example.com',
    });
    expect(res.json().message).toBe('New Password has been sent to your mailId Successfully.');
    await t.flushMail();
    const mail = t.smtp.to('admin@example.com')[0]!;
    const temp = /^([A-Za-z0-9]{12})$/m.exec(mail.text)![1]!;
    const login = await post('/api/auth/staff/login', { staffCode: 'admin', password: temp });
    expect(login.json().user.mustChangeCredential).toBe(true);
    const cookie = sessionCookie(login);

    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('credential_change_required');

    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: temp, newPassword: 'short', confirmPassword: 'short' },
      cookie,
    );
    expect(weak.statusCode).toBe(400);
    const wrong = await post(
      '/api/auth/change-password',
      {
        currentPassword: 'Wrong@123456',
        newPassword: 'Better@98765',
        confirmPassword: 'Better@98765',
      },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('currentPassword');
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: temp, newPassword: 'Better@98765', confirmPassword: 'Better@98765' },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie },
    });
    expect(open.statusCode).toBe(200);
    expect(
      (await post('/api/auth/staff/login', { staffCode: 'admin', password: 'Admin@12345' }))
        .statusCode,
    ).toBe(401);
    await t.app.ctx.db.execute(sql`delete from login_throttle`);
  });

  it('answers an unknown staff code with the same text', async () => {
    const res = await post('/api/auth/forgot-password', {
      staffCode: 'ghost',
      email: 'ghost@example.com',
    });
    expect(res.json().message).toBe(SUCCESS_TEXTS.forgotPassword);
    await t.flushMail();
    expect(t.smtp.mails).toHaveLength(0);
  });
});

describe('login trouble', () => {
  it('mails the IT admin and answers with the exact text', async () => {
    const res = await post('/api/auth/login-trouble', {
      name: 'Asha Kulkarni',
      code: 'M1234',
      email: 'asha@example.com',
      phone: '+91 98200 12345',
      message: 'My PIN is not accepted since yesterday.',
    });
    expect(res.json().message).toBe('Mail sent to IT Admin successfully.');
    await t.flushMail();
    const mail = t.smtp.mails[0]!;
    expect(mail.to).toBe('it-admin@riversidegymkhana.example');
    expect(mail.text).toContain('My PIN is not accepted since yesterday.');
    expect(mail.text).toContain('asha@example.com');
  });

  it('refuses a too-short message', async () => {
    const res = await post('/api/auth/login-trouble', {
      name: 'Asha',
      email: 'asha@example.com',
      message: 'help',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'message',
      key: 'validation.messageLength',
    });
  });
});
