import { asc, eq } from 'drizzle-orm';
import type { MyProfile } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { memberFamily, members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requestsOf } from './view.ts';

/** The member's profile as the page shows it (also the answer of the member's changes). */
export async function readProfile(db: DbOrTx, id: number): Promise<MyProfile> {
  const [m] = await db.select().from(members).where(eq(members.id, id));
  if (!m) throw notFound('No such member.');
  const family = await db
    .select()
    .from(memberFamily)
    .where(eq(memberFamily.memberId, id))
    .orderBy(asc(memberFamily.id));
  return {
    id: m.id,
    code: m.code,
    title: m.title,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    mobile: m.mobile,
    address: m.address,
    membershipType: m.membershipType,
    status: m.status,
    joinedOn: m.joinedOn,
    language: m.language,
    consentEmail: m.consentEmail,
    consentSms: m.consentSms,
    hasPhoto: m.photoPath !== null,
    family: family.map((f) => ({
      id: f.id,
      name: f.name,
      relation: f.relation,
      dateOfBirth: f.dateOfBirth,
    })),
    requests: await requestsOf(db, id),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** The signed-in member's profile (or the member an admin acts for). */
export async function getMyProfile(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<MyProfile> {
  return readProfile(ctx.db, memberScope(actor));
}
