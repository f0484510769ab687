import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  toPaged,
  type DirectoryField,
  type DirectoryEntry,
  type DirectoryPage,
  type directoryQuery,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';

type Query = z.output<typeof directoryQuery>;

/** Who is in the members' directory: listed, and a member in good standing. */
export const inDirectory = and(
  eq(members.directoryListed, true),
  inArray(members.status, ['Active', 'Suspended']),
);

const fullName = sql<string>`${members.firstName} || ' ' || ${members.lastName}`;

/**
 * The members' directory: the members who chose to be listed, found by name (or a shared
 * contact field), sorted by name or membership type. Each entry carries only the contact
 * fields its member chose to share: the others are not in the answer at all.
 */
export async function listDirectory(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<DirectoryPage> {
  const term = q.term ? likeTerm(q.term) : undefined;
  const shared = (field: DirectoryField) => sql`${field} = any(${members.directoryShares})`;
  const where = and(
    inDirectory,
    term
      ? or(
          ilike(fullName, term),
          and(shared('email'), ilike(members.email, term)),
          and(shared('mobile'), ilike(members.mobile, term)),
        )
      : undefined,
  );
  const dir = q.sortDir === 'desc' ? desc : asc;
  const order =
    q.sortBy === 'membershipType'
      ? [dir(members.membershipType), asc(members.lastName), asc(members.firstName)]
      : [dir(members.lastName), dir(members.firstName)];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(members)
      .where(where)
      .orderBy(...order, asc(members.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db.select({ n: count() }).from(members).where(where),
  ]);
  return toPaged(rows.map(toEntry), total?.n ?? 0, q);
}

function toEntry(m: typeof members.$inferSelect): DirectoryEntry {
  const entry: DirectoryEntry = {
    id: m.id,
    name: [m.title, m.firstName, m.lastName].filter(Boolean).join(' '),
    membershipType: m.membershipType,
    sports: m.sportsInterests,
    hasPhoto: m.photoPath !== null,
  };
  const shares = new Set(m.directoryShares);
  if (shares.has('email') && m.email) entry.email = m.email;
  if (shares.has('mobile') && m.mobile) entry.mobile = m.mobile;
  if (shares.has('address') && m.address) entry.address = m.address;
  return entry;
}
