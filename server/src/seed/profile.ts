import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { members, profileChangeRequests, staffUsers } from '../db/schema/index.ts';

const DAY = 86_400_000;

/**
 * The office's approval queue on first start: M1002 (Kavita Rao) asks for a new postal
 * address (pending), and M1003 (Rohan Desai) asked to add a dependent, which the office
 * rejected with its reason. Nothing on the records changes. Once: a club with requests is
 * left.
 */
export async function seedProfileRequests(db: DbOrTx, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: profileChangeRequests.id }).from(profileChangeRequests);
  if (any) return;
  const people = await db
    .select({ id: members.id, code: members.code, address: members.address })
    .from(members)
    .where(inArray(members.code, ['M1002', 'M1003']));
  const m = new Map(people.map((p) => [p.code, p]));
  const [admin] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.code, 'admin'));
  const kavita = m.get('M1002');
  const rohan = m.get('M1003');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  if (kavita) {
    await db.insert(profileChangeRequests).values({
      memberId: kavita.id,
      kind: 'address',
      change: { address: '14 Carmichael Road, Cumballa Hill, Mumbai 400026' },
      before: { address: kavita.address },
      createdAt: ago(2),
      updatedAt: ago(2),
    });
  }
  if (rohan) {
    await db.insert(profileChangeRequests).values({
      memberId: rohan.id,
      kind: 'add_dependent',
      change: { name: 'Ishaan Desai', relation: 'Son', dateOfBirth: '2019-01-20' },
      status: 'Rejected',
      reason: 'Please bring Ishaan’s birth certificate to the office.',
      decidedBy: admin?.id ?? null,
      decidedAt: ago(5),
      createdAt: ago(8),
      updatedAt: ago(5),
    });
  }
}
