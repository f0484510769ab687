import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createMember } from '../../src/seed/factories.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { callerWith, COST, makeAccounts, type Caller } from '../fixtures.ts';

/** The app of the file's tests, set by useSignInApp or useRecoveryApp (one copy per file). */
export let t: TestApp;

/** The sign-in tests' app (below), with the sign-in throttle cleared before each test. */
export function useSignInApp() {
  beforeAll(async () => {
    t = await signInTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.ctx.db.execute(sql`delete from login_throttle`);
  });
}

/** The recovery tests' app (below), with no mail left over before each test. */
export function useRecoveryApp() {
  beforeAll(async () => {
    t = await recoveryTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.flushMail();
    t.smtp.clear();
  });
}

/** Posts as the caller, signed out unless told. */
export const post = (url: string, payload: unknown, who: Caller = callerWith(t)) =>
  who.inject({ method: 'POST', url, payload: payload as object });

/** Who the caller's session says they are. */
export const me = (who: Caller) => who.inject({ method: 'GET', url: '/api/auth/me' });

const M1001 = { email: 'm1001@example.com', firstName: 'Arjun', lastName: 'Mehta' };

/**
 * The sign-in tests' app: M1001 (PIN 1234), a suspended M1003, a resigned M1009, admin and
 * editor, none signed in (signing in is what those tests do).
 */
async function signInTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  const db = t.app.ctx.db;
  await makeAccounts(t, ['member'], { member: M1001 });
  await createMember(
    db,
    { code: 'M1003', email: 'm1003@example.com', pin: '3456', status: 'Suspended' },
    COST,
  );
  await createMember(
    db,
    { code: 'M1009', email: 'm1009@example.com', pin: '9999', status: 'Resigned' },
    COST,
  );
  await makeAccounts(t, ['admin', 'editor']);
  return t;
}

/** The recovery tests' app: M1001 (PIN 1234), M2001 without access (es), M2002 (de), admin. */
async function recoveryTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  const db = t.app.ctx.db;
  await makeAccounts(t, ['member'], { member: M1001 });
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
  await makeAccounts(t, ['admin']);
  return t;
}
