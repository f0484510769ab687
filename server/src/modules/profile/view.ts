import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProfileRequest } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { members, profileChangeRequests, staffUsers } from '../../db/schema/index.ts';

type Row = typeof profileChangeRequests.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Request rows -> the contract's requests, with the member's code and name and who decided. */
export async function toRequests(db: DbOrTx, rows: Row[]): Promise<ProfileRequest[]> {
  if (rows.length === 0) return [];
  const memberIds = [...new Set(rows.map((r) => r.memberId))];
  const staffIds = [...new Set(rows.flatMap((r) => (r.decidedBy ? [r.decidedBy] : [])))];
  const [people, staff] = await Promise.all([
    db
      .select({
        id: members.id,
        code: members.code,
        first: members.firstName,
        last: members.lastName,
      })
      .from(members)
      .where(inArray(members.id, memberIds)),
    staffIds.length
      ? db
          .select({ id: staffUsers.id, name: staffUsers.name })
          .from(staffUsers)
          .where(inArray(staffUsers.id, staffIds))
      : Promise.resolve([]),
  ]);
  const member = new Map(people.map((p) => [p.id, p]));
  const staffName = new Map(staff.map((s) => [s.id, s.name]));
  return rows.map((r) => {
    const m = member.get(r.memberId);
    return {
      id: r.id,
      memberId: r.memberId,
      memberCode: m?.code ?? '',
      memberName: m ? `${m.first} ${m.last}` : '',
      kind: r.kind,
      status: r.status,
      change: r.change,
      before: r.before ?? null,
      reason: r.reason,
      decidedByName: r.decidedBy ? (staffName.get(r.decidedBy) ?? null) : null,
      decidedAt: iso(r.decidedAt),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** A member's requests: pending first (oldest first), then the ten latest decided. */
export async function requestsOf(db: DbOrTx, memberId: number): Promise<ProfileRequest[]> {
  const pendingFirst: SQL = sql`(${profileChangeRequests.status} = 'Pending') desc`;
  const rows = await db
    .select()
    .from(profileChangeRequests)
    .where(eq(profileChangeRequests.memberId, memberId))
    .orderBy(pendingFirst, desc(profileChangeRequests.createdAt), desc(profileChangeRequests.id));
  const pending = rows.filter((r) => r.status === 'Pending');
  const decided = rows.filter((r) => r.status !== 'Pending').slice(0, 10);
  return toRequests(db, [...pending, ...decided]);
}
