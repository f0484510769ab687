import { ROLE } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../seed/factories.ts';
import { staffSignIn } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// The production hash cost, so a hash check takes the time it takes for real (tens of ms)
// and an answer that skips it stands out.
const SCRYPT_COST = '16384';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SCRYPT_COST });
  await createStaff(t.app.ctx.db, {
    code: 'keeper',
    name: 'Keeper',
    email: 'keeper@example.com',
    role: ROLE.editor,
    password: 'Keeper@12345',
  });
});
afterAll(() => t.close());

/** The answer without what differs on every request. */
function answer(res: { statusCode: number; json(): Record<string, unknown> }) {
  const { instance: _i, requestId: _r, retryAfter, ...rest } = res.json();
  return { status: res.statusCode, ...rest, retryAfter: Math.round(Number(retryAfter) / 60) };
}

/** The median time of a few sign-ins, in milliseconds. */
async function medianMs(signIn: (i: number) => Promise<unknown>, tries = 5) {
  const times: number[] = [];
  for (let i = 0; i < tries; i++) {
    const start = performance.now();
    await signIn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(tries / 2)]!;
}

describe('a locked staff code and an unknown one', () => {
  it('answer alike, in the same time, and the lock refuses even the right password', async () => {
    for (let i = 0; i < 5; i++) {
      await staffSignIn(t, 'keeper', 'Wrong@12345');
      await staffSignIn(t, 'nobody', 'Wrong@12345');
    }
    const known = await staffSignIn(t, 'keeper', 'Wrong@12345');
    const right = await staffSignIn(t, 'keeper', 'Keeper@12345');
    const unknown = await staffSignIn(t, 'nobody', 'Wrong@12345');
    expect(answer(known)).toMatchObject({ status: 423, code: 'account_locked', retryAfter: 15 });
    expect(answer(right)).toEqual(answer(known));
    expect(answer(unknown)).toEqual(answer(known));

    // A locked code takes the hash checks' time, like an unknown code never tried before
    // (a 401): medians of a few tries, within 3x of each other (a shared machine is noisy).
    const locked = await medianMs(() => staffSignIn(t, 'keeper', 'Wrong@12345'));
    const lockedUnknown = await medianMs(() => staffSignIn(t, 'nobody', 'Wrong@12345'));
    const fresh = await medianMs(async (i) => {
      expect((await staffSignIn(t, `fresh${i}`, 'Wrong@12345')).statusCode).toBe(401);
    });
    const times = [locked, lockedUnknown, fresh];
    expect(Math.max(...times) / Math.min(...times), times.join(' ms, ')).toBeLessThan(3);
  });
});
