import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as crypto from '../../lib/crypto.ts';
import { hashSecret, verifySecret } from '../../lib/crypto.ts';
import { COST, memberSignIn, staffSignIn } from '../../../test/fixtures.ts';
import { t, useSignInApp } from '../../../test/support/auth.ts';

// Every hash check of the app goes through this spy, so a test can count them (the work a
// failed sign-in does) instead of timing them (flaky).
vi.mock('../../lib/crypto.ts', async (importOriginal) => {
  const real = await importOriginal<typeof crypto>();
  return { ...real, verifySecret: vi.fn(real.verifySecret) };
});
const verifications = vi.mocked(verifySecret);

useSignInApp();

/** How many hashes a request checked. */
async function hashesChecked(request: () => Promise<{ statusCode: number }>, status: number) {
  verifications.mockClear();
  expect((await request()).statusCode).toBe(status);
  return verifications.mock.calls.length;
}

describe('the work a failed sign-in does', () => {
  beforeEach(async () => {
    const db = t.app.ctx.db;
    await db.execute(sql`update member_credentials set temp_pin_hash = null`);
    await db.execute(sql`update staff_users set temp_password_hash = null`);
  });

  it('is the same for an unknown member, a member and one with a pending temporary PIN', async () => {
    const unknown = await hashesChecked(() => memberSignIn(t, 'Z9999', '0000'), 401);
    const plain = await hashesChecked(() => memberSignIn(t, 'M1001', '0000'), 401);
    const temp = await hashSecret('654321', COST);
    await t.app.ctx.db.execute(
      sql`update member_credentials set temp_pin_hash = ${temp},
        temp_pin_expires_at = now() + interval '1 hour'`,
    );
    const pending = await hashesChecked(() => memberSignIn(t, 'M1001', '0000'), 401);
    expect([unknown, plain, pending]).toEqual([plain, plain, plain]);
    // The right PIN and the temporary one still sign in.
    expect((await memberSignIn(t, 'M1001', '654321')).statusCode).toBe(200);
    expect((await memberSignIn(t, 'M1001', '1234')).statusCode).toBe(200);
  });

  it('is the same for an unknown staff code, a staff user and one with a temporary password', async () => {
    const unknown = await hashesChecked(() => staffSignIn(t, 'nobody', 'Wrong@12345'), 401);
    const plain = await hashesChecked(() => staffSignIn(t, 'editor', 'Wrong@12345'), 401);
    const temp = await hashSecret('Temp@123456', COST);
    await t.app.ctx.db.execute(
      sql`update staff_users set temp_password_hash = ${temp},
        temp_password_expires_at = now() + interval '1 hour' where code = 'editor'`,
    );
    const pending = await hashesChecked(() => staffSignIn(t, 'editor', 'Wrong@12345'), 401);
    expect([unknown, plain, pending]).toEqual([plain, plain, plain]);
    expect((await staffSignIn(t, 'editor', 'Temp@123456')).statusCode).toBe(200);
  });
});
