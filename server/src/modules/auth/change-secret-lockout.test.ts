import { describe, expect, it } from 'vitest';
import { ROLE } from '@club/contracts';
import {
  memberSignIn,
  signInMember,
  signInStaff,
  staffSignIn,
  type Caller,
} from '../../../test/fixtures.ts';
import { me, post, t, useSignInApp } from '../../../test/support/auth.ts';

useSignInApp();

const changePin = (who: Caller, currentPin: string, newPin = '2468') =>
  post('/api/auth/change-pin', { currentPin, newPin, confirmPin: newPin }, who);

describe('wrong current PINs on change-PIN', () => {
  it('count in the same lockout as failed sign-ins', async () => {
    const member = await signInMember(t, { code: 'M5001', pin: '1234' });
    const wrong = await changePin(member, '0000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('currentPin');
    expect(wrong.json().detail).toContain('4 attempts left');
    expect((await memberSignIn(t, 'M5001', '0000')).json().detail).toContain('3 attempts left');
    expect((await changePin(member, '0000')).json().detail).toContain('2 attempts left');
  });

  it('lock the account when they reach the threshold, and end the session that guessed', async () => {
    const member = await signInMember(t, { code: 'M5002', pin: '1234' });
    const other = await signInMember(t, { code: 'M5002', pin: '1234' });
    for (let i = 1; i <= 4; i++) expect((await changePin(member, '0000')).statusCode).toBe(400);
    const fifth = await changePin(member, '0000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.headers['content-type']).toContain('application/problem+json');
    expect(fifth.json()).toMatchObject({ code: 'account_locked', retryAfter: 900 });
    // The session that guessed has ended; the member's other session has not.
    expect((await me(member)).json().user).toBeNull();
    expect((await me(other)).json().user.code).toBe('M5002');
    // Locked: sign-in and change-PIN refuse even the right PIN, and the PIN stays.
    expect((await memberSignIn(t, 'M5002', '1234')).statusCode).toBe(423);
    const right = await changePin(other, '1234');
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('account_locked');
    expect((await me(other)).json().user.code).toBe('M5002');
  });

  it('are refused while sign-in is locked, and a right one clears the count', async () => {
    const member = await signInMember(t, { code: 'M5003', pin: '1234' });
    for (let i = 1; i <= 5; i++) await memberSignIn(t, 'M5003', '0000');
    expect((await changePin(member, '1234')).statusCode).toBe(423);

    const again = await signInMember(t, { code: 'M5004', pin: '1234' });
    await changePin(again, '0000');
    await changePin(again, '0000');
    expect((await changePin(again, '1234')).statusCode).toBe(200);
    expect((await memberSignIn(t, 'M5004', '0000')).json().detail).toContain('4 attempts left');
  });
});

describe('wrong current passwords on change-password', () => {
  it('count in the sign-in lockout and lock it at the threshold', async () => {
    const account = {
      code: 'clerk',
      password: 'Clerk@12345',
      name: 'Clerk',
      email: 'clerk@example.com',
      role: ROLE.editor,
    };
    const staff = await signInStaff(t, account);
    const change = (currentPassword: string) =>
      post(
        '/api/auth/change-password',
        { currentPassword, newPassword: 'Better@98765', confirmPassword: 'Better@98765' },
        staff,
      );
    const wrong = await change('Wrong@12345');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('currentPassword');
    expect(wrong.json().detail).toContain('4 attempts left');
    for (let i = 1; i <= 3; i++) await staffSignIn(t, 'clerk', 'Wrong@12345');
    const fifth = await change('Wrong@12345');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('account_locked');
    expect((await me(staff)).json().user).toBeNull();
    expect((await staffSignIn(t, 'clerk', 'Clerk@12345')).statusCode).toBe(423);
  });
});
