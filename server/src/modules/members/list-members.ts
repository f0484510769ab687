import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { toPaged, type MemberListItem, type memberListQuery, type Paged } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { memberCodeOrder, members } from '../../db/schema/index.ts';
import { memberFilter } from './member-filter.ts';

type Query = z.output<typeof memberListQuery>;

function orderOf(q: Query): SQL[] {
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'name':
      return [dir(members.lastName), dir(members.firstName), asc(members.id)];
    case 'membershipType':
      return [dir(members.membershipType), asc(members.code)];
    case 'status':
      return [dir(members.status), asc(members.code)];
    case 'joinedOn':
      return [dir(members.joinedOn), asc(members.code)];
    case 'lastLoginAt':
      return [
        q.sortDir === 'desc'
          ? sql`${members.lastLoginAt} desc nulls last`
          : sql`${members.lastLoginAt} asc nulls first`,
        asc(members.code),
      ];
    default:
      // Codes sort by their letters, then numerically (M999 before M1000), on the keys
      // members_code_order_idx is built on.
      return memberCodeOrder(members.code).map((key) => dir(key));
  }
}

/** The admin's member list: searched, filtered, sorted and paginated on the server. */
export async function listMembers(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<MemberListItem>> {
  const { db } = ctx;
  const where = memberFilter(q);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(where),
  ]);
  const items = rows.map((m) => ({
    id: m.id,
    code: m.code,
    name: [m.title, m.firstName, m.lastName].filter(Boolean).join(' '),
    email: m.email,
    mobile: m.mobile,
    membershipType: m.membershipType as MemberListItem['membershipType'],
    status: m.status as MemberListItem['status'],
    joinedOn: m.joinedOn,
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    hasPhoto: m.photoPath !== null,
  }));
  return toPaged(items, count[0]?.n ?? 0, q);
}
