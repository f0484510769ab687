import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { members, staffUsers } from '../db/schema/index.ts';

/**
 * Who the demo bookings are made by and for: the admin, and the members M1001 and M1002 by
 * their code. Null until all three exist.
 */
export async function bookingPeople(tx: DbOrTx) {
  const [admin] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.code, 'admin'));
  const people = await tx
    .select({ id: members.id, code: members.code })
    .from(members)
    .where(inArray(members.code, ['M1001', 'M1002']));
  if (!admin || people.length < 2) return null;
  return { admin, memberId: (code: string) => people.find((p) => p.code === code)!.id };
}
