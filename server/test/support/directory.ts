import { eq } from 'drizzle-orm';
import { members } from '../../src/db/schema/index.ts';
import { createMember } from '../../src/seed/factories.ts';
import type { TestApp } from '../helpers.ts';
import { signInMember, type Caller } from '../fixtures.ts';

/** Lists a member in the directory with the fields given (straight in the database). */
export async function listMember(
  t: TestApp,
  id: number,
  shares: ('email' | 'mobile' | 'address')[],
  listed = true,
) {
  await t.app.ctx.db
    .update(members)
    .set({ directoryListed: listed, directoryShares: shares })
    .where(eq(members.id, id));
}

/**
 * The directory's people: Asha (listed, shares her e-mail only), Vikram (listed, shares his
 * mobile and address) and Hidden (not listed, would share everything), plus a second member
 * who signs in (M1002).
 */
export async function directoryPeople(t: TestApp) {
  const db = t.app.ctx.db;
  const asha = await createMember(db, {
    code: 'M5001',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    mobile: '+91 98200 11111',
    membershipType: 'Life',
    sportsInterests: ['Tennis'],
  });
  const vikram = await createMember(db, {
    code: 'M5002',
    firstName: 'Vikram',
    lastName: 'Shah',
    email: 'vikram@example.com',
    mobile: '+91 98200 22222',
    membershipType: 'Corporate',
  });
  const hidden = await createMember(db, {
    code: 'M5003',
    firstName: 'Hidden',
    lastName: 'Person',
    email: 'hidden@example.com',
    mobile: '+91 98200 33333',
  });
  await listMember(t, asha.id, ['email']);
  await listMember(t, vikram.id, ['mobile', 'address']);
  await listMember(t, hidden.id, ['email', 'mobile', 'address'], false);
  const other: Caller = await signInMember(t, { code: 'M1002', pin: '2345' });
  return { asha: asha.id, vikram: vikram.id, hidden: hidden.id, other };
}
