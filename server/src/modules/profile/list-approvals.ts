import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { toPaged, type ProfileApprovalsPage, type profileApprovalsQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members, profileChangeRequests } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';
import { toRequests } from './view.ts';

type Query = z.output<typeof profileApprovalsQuery>;

/**
 * The office's approval queue: requests of a status (none: all), searched by member code or
 * name, pending ones oldest first (the longest waiting on top), decided ones latest first.
 */
export async function listApprovals(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<ProfileApprovalsPage> {
  const term = q.term ? likeTerm(q.term) : undefined;
  const r = profileChangeRequests;
  const where = and(
    q.status ? eq(r.status, q.status) : undefined,
    term
      ? or(
          ilike(members.code, term),
          sql`(${members.firstName} || ' ' || ${members.lastName}) ilike ${term}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ r })
      .from(r)
      .innerJoin(members, eq(members.id, r.memberId))
      .where(where)
      .orderBy(
        sql`(${r.status} = 'Pending') desc`,
        sql`case when ${r.status} = 'Pending' then ${r.createdAt} end asc`,
        desc(r.decidedAt),
        asc(r.id),
      )
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: count() })
      .from(r)
      .innerJoin(members, eq(members.id, r.memberId))
      .where(where),
  ]);
  return toPaged(
    await toRequests(
      ctx.db,
      rows.map((x) => x.r),
    ),
    total?.n ?? 0,
    q,
  );
}
