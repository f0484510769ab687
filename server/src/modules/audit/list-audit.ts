import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUDIT_COUNT_CAP,
  toPaged,
  type AuditEntry,
  type AuditListResponse,
  type auditListQuery,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { auditLog, members, staffUsers } from '../../db/schema/index.ts';
import { getSettingsRow } from '../settings/index.ts';

type Query = z.output<typeof auditListQuery>;

const actorMember = alias(members, 'actor_member');
const forMember = alias(members, 'for_member');
const subjectMember = alias(members, 'subject_member');

const fullName = (m: { title: string; firstName: string; lastName: string }) =>
  [m.title, m.firstName, m.lastName].filter(Boolean).join(' ');

/** The audit log for admins: filtered by entity, action, actor and dates (club time zone). */
export async function listAudit(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<AuditListResponse> {
  const { db } = ctx;
  const { timeZone } = await getSettingsRow(db);
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.actor) {
    const code = q.actor.toLowerCase();
    where.push(sql`(lower(${staffUsers.code}) = ${code} or lower(${actorMember.code}) = ${code})`);
  }
  if (q.term) {
    const like = `%${q.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${auditLog.action} ilike ${like} or ${auditLog.entityId} = ${q.term}
        or ${auditLog.before}::text ilike ${like} or ${auditLog.after}::text ilike ${like}
        or ${forMember.code} ilike ${like} or ${subjectMember.code} ilike ${like})`,
    );
  }
  const localDay = sql`(${auditLog.at} at time zone ${timeZone})::date`;
  if (q.from) where.push(sql`${localDay} >= ${q.from}::date`);
  if (q.to) where.push(sql`${localDay} <= ${q.to}::date`);
  const cond = where.length ? and(...where) : undefined;

  // A member's id from the entry's entity id, so the join is a primary-key lookup (comparing
  // the id as text read every member for each entry: the data-scale bench).
  const subjectJoin = eq(
    subjectMember.id,
    sql`case when ${auditLog.entity} = 'member' and ${auditLog.entityId} ~ '^[0-9]{1,9}$' then ${auditLog.entityId}::int end`,
  );
  const base = () =>
    db
      .select({
        a: auditLog,
        staff: { code: staffUsers.code, name: staffUsers.name },
        am: {
          code: actorMember.code,
          title: actorMember.title,
          firstName: actorMember.firstName,
          lastName: actorMember.lastName,
        },
        fm: {
          code: forMember.code,
          title: forMember.title,
          firstName: forMember.firstName,
          lastName: forMember.lastName,
        },
        sm: {
          code: subjectMember.code,
          title: subjectMember.title,
          firstName: subjectMember.firstName,
          lastName: subjectMember.lastName,
        },
      })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorStaffId))
      .leftJoin(actorMember, eq(actorMember.id, auditLog.actorMemberId))
      .leftJoin(forMember, eq(forMember.id, auditLog.actedForMemberId))
      .leftJoin(subjectMember, subjectJoin);

  const dir = q.sortDir === 'asc' ? asc : desc;
  const [rows, count] = await Promise.all([
    base()
      .where(cond)
      .orderBy(dir(auditLog.at), dir(auditLog.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    // Each join finds at most one row, so the count needs them only when a filter reads them;
    // it stops one past the cap, so a large log's page costs what a small one's does.
    db.select({ n: sql<number>`count(*)::int` }).from(
      (q.actor || q.term
        ? db
            .select({ one: sql`1`.as('one') })
            .from(auditLog)
            .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorStaffId))
            .leftJoin(actorMember, eq(actorMember.id, auditLog.actorMemberId))
            .leftJoin(forMember, eq(forMember.id, auditLog.actedForMemberId))
            .leftJoin(subjectMember, subjectJoin)
        : db.select({ one: sql`1`.as('one') }).from(auditLog)
      )
        .where(cond)
        .limit(AUDIT_COUNT_CAP + 1)
        .as('matching'),
    ),
  ]);
  const items: AuditEntry[] = rows.map(({ a, staff, am, fm, sm }) => ({
    id: a.id,
    at: a.at.toISOString(),
    actor: staff?.code
      ? { kind: 'staff', code: staff.code, name: staff.name }
      : am?.code
        ? { kind: 'member', code: am.code, name: fullName(am) }
        : null,
    actedFor: fm?.code ? { kind: 'member', code: fm.code, name: fullName(fm) } : null,
    action: a.action,
    entity: a.entity,
    entityId: a.entityId,
    subject: sm?.code ? { code: sm.code, name: fullName(sm) } : null,
    before: a.before,
    after: a.after,
    ip: a.ip,
    requestId: a.requestId,
  }));
  const n = count[0]?.n ?? 0;
  return { ...toPaged(items, Math.min(n, AUDIT_COUNT_CAP), q), totalCapped: n > AUDIT_COUNT_CAP };
}
