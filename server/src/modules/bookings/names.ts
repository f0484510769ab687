import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, staffUsers } from '../../db/schema/index.ts';

/** The people a page of bookings names: its members (name, code) and the staff of its steps. */
export interface Names {
  /** "First Last" of a member; '' when none. */
  member: (id: number | null) => string;
  /** A member's code; '' when none. */
  code: (id: number | null) => string;
  /** A staff user's name; '' when none. */
  staff: (id: number | null) => string;
  /** Who took a step a member or the office may take: the staff user when one did, else the member. */
  by: (staffId: number | null, memberId: number | null) => string;
}

const known = (ids: readonly (number | null)[]) => [
  ...new Set(ids.filter((x): x is number => x !== null)),
];

/** Reads the names of the members and staff a page of bookings mentions, in two queries at most. */
export async function namesOf(
  db: DbOrTx,
  memberIds: readonly (number | null)[],
  staffIds: readonly (number | null)[],
): Promise<Names> {
  const m = known(memberIds);
  const s = known(staffIds);
  const [people, staff] = await Promise.all([
    m.length
      ? db
          .select({
            id: members.id,
            code: members.code,
            first: members.firstName,
            last: members.lastName,
          })
          .from(members)
          .where(inArray(members.id, m))
      : Promise.resolve([] as { id: number; code: string; first: string; last: string }[]),
    s.length
      ? db
          .select({ id: staffUsers.id, name: staffUsers.name })
          .from(staffUsers)
          .where(inArray(staffUsers.id, s))
      : Promise.resolve([] as { id: number; name: string }[]),
  ]);
  const member = (id: number | null) => {
    const p = people.find((x) => x.id === id);
    return p ? `${p.first} ${p.last}`.trim() : '';
  };
  const staffName = (id: number | null) => staff.find((x) => x.id === id)?.name ?? '';
  return {
    member,
    code: (id) => people.find((x) => x.id === id)?.code ?? '',
    staff: staffName,
    by: (staffId, memberId) => (staffId ? staffName(staffId) : member(memberId)),
  };
}
