import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
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
import { issueTemporaryPin } from './issue-pin.ts';
import { auditSnapshot, getMember, SPOUSE } from './member-record.ts';

export type CreateValues = z.output<typeof createMemberRequest>;
export type UpdateValues = z.output<typeof updateMemberRequest>;

export function recordValues(v: MemberValues) {
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

export async function writeFamily(tx: Tx, memberId: number, v: MemberValues) {
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
  actor: Actor,
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
  await issueTemporaryPin(tx, m, temp, 'welcome');
  const detail = await getMember(tx, m.id);
  await writeAudit(tx, actor, {
    action: via === 'import' ? 'member.import' : 'member.create',
    entity: 'member',
    entityId: m.id,
    before: null,
    after: auditSnapshot(detail),
  });
  return detail;
}
