import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { toPaged, type DeliveryPage, type deliveryReportQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import {
  broadcastDeliveries as d,
  broadcasts,
  members,
  notifications,
  staffUsers,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

const iso = (x: Date | null) => (x ? x.toISOString() : null);

/**
 * A broadcast's delivery report: each recipient and channel with its status, attempts, last
 * error, when it was sent and (in-app) read; filtered by status, channel and the member's (or
 * staff user's) code or name.
 */
export async function listDeliveries(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof deliveryReportQuery> & { id: number },
): Promise<DeliveryPage> {
  const [b] = await ctx.db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(eq(broadcasts.id, q.id));
  if (!b) throw notFound('No such broadcast.');
  const term = q.term ? `%${q.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const memberName = sql<string>`${members.firstName} || ' ' || ${members.lastName}`;
  const where = and(
    eq(d.broadcastId, q.id),
    q.status ? eq(d.status, q.status) : undefined,
    q.channel ? eq(d.channel, q.channel) : undefined,
    term
      ? or(
          ilike(members.code, term),
          ilike(memberName, term),
          ilike(staffUsers.code, term),
          ilike(staffUsers.name, term),
        )
      : undefined,
  );
  const base = () =>
    ctx.db
      .select({
        d,
        code: sql<string>`coalesce(${members.code}, ${staffUsers.code}, '')`,
        name: sql<string>`coalesce(${memberName}, ${staffUsers.name}, '')`,
        readAt: notifications.readAt,
      })
      .from(d)
      .leftJoin(members, eq(members.id, d.memberId))
      .leftJoin(staffUsers, eq(staffUsers.id, d.staffId))
      .leftJoin(
        notifications,
        and(
          eq(d.channel, 'in_app'),
          eq(notifications.broadcastId, d.broadcastId),
          sql`${notifications.memberId} is not distinct from ${d.memberId}`,
          sql`${notifications.staffId} is not distinct from ${d.staffId}`,
        ),
      )
      .where(where);
  const [rows, total] = await Promise.all([
    base()
      .orderBy(asc(d.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(d)
      .leftJoin(members, eq(members.id, d.memberId))
      .leftJoin(staffUsers, eq(staffUsers.id, d.staffId))
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return toPaged(
    rows.map((r) => ({
      id: r.d.id,
      channel: r.d.channel,
      status: r.d.status,
      memberId: r.d.memberId,
      staffId: r.d.staffId,
      code: r.code,
      name: r.name,
      attempts: r.d.attempts,
      lastError: r.d.lastError,
      sentAt: iso(r.d.sentAt),
      readAt: iso(r.readAt),
    })),
    total,
    q,
  );
}
