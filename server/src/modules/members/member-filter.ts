import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { memberListQuery } from '@club/contracts';
import type { z } from 'zod';
import { members, memberSearchText } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';

type Query = z.output<typeof memberListQuery>;

/** The filters of the member list (also used by the CSV export). */
export function memberFilter(q: Pick<Query, 'term' | 'status' | 'membershipType'>) {
  const where: SQL[] = [];
  // One text of the code, the name, the e-mail and the mobile, read from its trigram index.
  if (q.term) where.push(ilike(memberSearchText(members), likeTerm(q.term)));
  if (q.status) where.push(eq(members.status, q.status));
  if (q.membershipType) where.push(eq(members.membershipType, q.membershipType));
  return where.length ? and(...where) : undefined;
}
