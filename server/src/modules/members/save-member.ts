import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  createMemberRequest,
  MemberDetail,
  MemberValues,
  updateMemberRequest,
} from '@club/contracts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { memberFamily, members } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { issueTemporaryPin, newTemporaryPin } from './issue-pin.ts';
import {
  atVersion,
  auditSnapshot,
  changedFields,
  getMember,
  nextVersion,
  SPOUSE,
} from './member-record.ts';
import { mapUniqueViolation } from './unique.ts';

type CreateValues = z.output<typeof createMemberRequest>;
type UpdateValues = z.output<typeof updateMemberRequest>;

function recordValues(v: MemberValues) {
  return {
    code: v.code,
    title: v.title,
    firstName: v.firstName,
    lastName: v.lastName,
    gender: v.gender,
    dateOfBirth: v.dateOfBirth,
    email: v.email,
    mobile: v.mobile,
    address: v.address,
    membershipType: v.membershipType,
    joinedOn: v.joinedOn,
    sportsInterests: v.sportsInterests,
    creditLimit: v.creditLimit,
    language: v.language,
    consentEmail: v.consentEmail,
    consentSms: v.consentSms,
  };
}

async function writeFamily(tx: Tx, memberId: number, v: MemberValues) {
  await tx.delete(memberFamily).where(eq(memberFamily.memberId, memberId));
  const rows = [
    ...(v.spouse ? [{ memberId, relation: SPOUSE, ...v.spouse }] : []),
    ...v.dependents.map((d) => ({ memberId, ...d })),
  ];
  if (rows.length) await tx.insert(memberFamily).values(rows);
}

/** Inserts a member with family and a mailed first PIN inside `tx` (also used by the CSV import). */
export async function insertMember(
  ctx: AppContext,
  tx: Tx,
  request: FastifyRequest,
  v: CreateValues,
  temp: { pin: string; hash: string },
  via: 'form' | 'import',
): Promise<MemberDetail> {
  const [m] = await tx
    .insert(members)
    .values({ ...recordValues(v), status: v.status })
    .returning();
  if (!m) throw new Error('member not inserted');
  await writeFamily(tx, m.id, v);
  await issueTemporaryPin(ctx, tx, m, temp, 'welcome');
  const detail = await getMember(tx, m.id);
  await writeAudit(tx, request.actor, {
    action: via === 'import' ? 'member.import' : 'member.create',
    entity: 'member',
    entityId: m.id,
    before: null,
    after: auditSnapshot(detail),
  });
  return detail;
}

/** Admin adds a member: the record, spouse and dependents, and a first PIN by mail. */
export async function createMember(
  ctx: AppContext,
  request: FastifyRequest,
  v: CreateValues,
): Promise<MemberDetail> {
  const temp = await newTemporaryPin(ctx);
  try {
    return await ctx.db.transaction((tx) => insertMember(ctx, tx, request, v, temp, 'form'));
  } catch (err) {
    return mapUniqueViolation(err);
  }
}

/** Another admin saved the member after this edit's form was loaded: nothing is changed. */
export const memberChanged = () =>
  new AppError(
    409,
    'member_changed',
    'Someone else changed this member since you opened it. Reload to see their changes.',
  );

/**
 * Admin edits a member; the audit keeps the changed fields before and after. The edit is
 * saved only while the member is still the version the form was loaded with
 * (`expectedUpdatedAt`): a conditional update, else 409 `member_changed` and nothing changes.
 */
export async function updateMember(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
  v: UpdateValues,
): Promise<MemberDetail> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, id))
        .for('update');
      if (!locked) throw notFound('No such member.');
      const before = await getMember(tx, id);
      const [saved] = await tx
        .update(members)
        .set({ ...recordValues(v), updatedAt: nextVersion })
        .where(and(eq(members.id, id), atVersion(v.expectedUpdatedAt)))
        .returning({ id: members.id });
      if (!saved) throw memberChanged();
      await writeFamily(tx, id, v);
      const after = await getMember(tx, id);
      const diff = changedFields(auditSnapshot(before), auditSnapshot(after));
      if (Object.keys(diff.after).length > 0) {
        await writeAudit(tx, request.actor, {
          action: 'member.update',
          entity: 'member',
          entityId: id,
          ...diff,
        });
      }
      return after;
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
}
