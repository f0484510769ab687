import { asc, eq, sql } from 'drizzle-orm';
import { GENDERS, SPOUSE_RELATION, type Gender, type MemberDetail } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { memberCredentials, memberFamily, members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export const SPOUSE = SPOUSE_RELATION;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A member's version is its `updated_at` as the API shows it (milliseconds). Every change
 * sets it with this: now, but at least a millisecond past the version before, so two
 * changes never share a version however close together they come.
 */
export const nextVersion = sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${members.updatedAt}) + interval '1 millisecond')`;

/** The member is still at `version` (an ISO instant, as `updatedAt` showed it). */
export const atVersion = (version: string) =>
  sql`date_trunc('milliseconds', ${members.updatedAt}) = date_trunc('milliseconds', ${version}::timestamptz)`;

/** A member as the admin screens see it (no secrets), or null. */
export async function findMember(db: DbOrTx, id: number): Promise<MemberDetail | null> {
  const [row] = await db
    .select({ m: members, c: memberCredentials })
    .from(members)
    .leftJoin(memberCredentials, eq(memberCredentials.memberId, members.id))
    .where(eq(members.id, id));
  if (!row) return null;
  const family = await db
    .select()
    .from(memberFamily)
    .where(eq(memberFamily.memberId, id))
    .orderBy(asc(memberFamily.id));
  const spouse = family.find((f) => f.relation === SPOUSE);
  const { m, c } = row;
  return {
    id: m.id,
    code: m.code,
    title: m.title,
    firstName: m.firstName,
    lastName: m.lastName,
    gender: GENDERS.includes(m.gender as Gender) ? (m.gender as Gender) : 'U',
    dateOfBirth: m.dateOfBirth,
    email: m.email,
    mobile: m.mobile,
    address: m.address,
    membershipType: m.membershipType as MemberDetail['membershipType'],
    status: m.status as MemberDetail['status'],
    joinedOn: m.joinedOn,
    spouse: spouse ? { name: spouse.name, dateOfBirth: spouse.dateOfBirth } : null,
    dependents: family
      .filter((f) => f.relation !== SPOUSE)
      .map((f) => ({ name: f.name, relation: f.relation, dateOfBirth: f.dateOfBirth })),
    sportsInterests: m.sportsInterests,
    creditLimit: m.creditLimit,
    language: (['en', 'es', 'de'].includes(m.language) ? m.language : 'en') as 'en',
    consentEmail: m.consentEmail,
    consentSms: m.consentSms,
    hasPhoto: m.photoPath !== null,
    onlineAccess: c?.pinHash ? 'active' : c?.tempPinHash ? 'pending' : 'none',
    lastLoginAt: iso(m.lastLoginAt),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export async function getMember(db: DbOrTx, id: number): Promise<MemberDetail> {
  const m = await findMember(db, id);
  if (!m) throw notFound('No such member.');
  return m;
}

/** What the audit log keeps of a member: the record without bookkeeping times. */
export function auditSnapshot(m: MemberDetail) {
  const { createdAt: _c, updatedAt: _u, lastLoginAt: _l, onlineAccess: _o, id: _id, ...record } = m;
  return record;
}

/** Keeps only the fields whose values differ (for a compact before/after). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { before: b, after: a };
}

/** Member photos are private: served only by `readPhoto` after an access check. */
export const PHOTO_AREA = 'member-photos';
