import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUCCESS_TEXTS } from '@club/contracts';
import { callerFrom, staffSignIn } from '../../../test/fixtures.ts';
import { post, t, useRecoveryApp } from '../../../test/support/auth.ts';

useRecoveryApp();

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
    const login = await staffSignIn(t, 'admin', temp);
    expect(login.json().user.mustChangeCredential).toBe(true);
    const session = callerFrom(t, login);

    const blocked = await session.inject({
      method: 'GET',
      url: '/api/admin/outbox',
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('credential_change_required');

    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: temp, newPassword: 'short', confirmPassword: 'short' },
      session,
    );
    expect(weak.statusCode).toBe(400);
    const wrong = await post(
      '/api/auth/change-password',
      {
        currentPassword: 'Wrong@123456',
        newPassword: 'Better@98765',
        confirmPassword: 'Better@98765',
      },
      session,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('currentPassword');
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: temp, newPassword: 'Better@98765', confirmPassword: 'Better@98765' },
      session,
    );
    expect(ok.statusCode).toBe(200);
    const open = await session.inject({
      method: 'GET',
      url: '/api/admin/outbox',
    });
    expect(open.statusCode).toBe(200);
    expect((await staffSignIn(t, 'admin', 'Admin@12345')).statusCode).toBe(401);
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
