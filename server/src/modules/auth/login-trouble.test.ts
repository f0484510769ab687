import { describe, expect, it } from 'vitest';
import { post, t, useRecoveryApp } from '../../../test/support/auth.ts';

useRecoveryApp();

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
