import { and, eq } from 'drizzle-orm';
import type { MyProfile, updateMyDetailsRequest } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { atVersion, mapUniqueViolation, memberChanged, nextVersion } from '../members/index.ts';
import { readProfile } from './get-my-profile.ts';

type Input = z.output<typeof updateMyDetailsRequest>;

/**
 * The member changes what they may change alone: mobile, e-mail (unique: another member's is a
 * 409 naming `email`), mail language and contact consents. Applied at once and audited with
 * the changed fields, only while the record is the version the page loaded (else 409
 * `member_changed`, nothing written).
 */
export async function updateMyDetails(
  ctx: AppContext,
  actor: Actor,
  input: Input,
): Promise<MyProfile> {
  const id = memberScope(actor);
  const { expectedUpdatedAt, ...values } = input;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          mobile: members.mobile,
          email: members.email,
          language: members.language,
          consentEmail: members.consentEmail,
          consentSms: members.consentSms,
        })
        .from(members)
        .where(eq(members.id, id))
        .for('update');
      if (!before) throw notFound('No such member.');
      const [saved] = await tx
        .update(members)
        .set({ ...values, updatedAt: nextVersion })
        .where(and(eq(members.id, id), atVersion(expectedUpdatedAt)))
        .returning({ id: members.id });
      if (!saved) throw memberChanged();
      const b: Record<string, unknown> = {};
      const a: Record<string, unknown> = {};
      for (const k of Object.keys(values) as (keyof typeof values)[]) {
        if (before[k] !== values[k]) {
          b[k] = before[k];
          a[k] = values[k];
        }
      }
      if (Object.keys(a).length > 0) {
        await writeAudit(tx, actor, {
          action: 'member.profile',
          entity: 'member',
          entityId: id,
          before: b,
          after: a,
        });
      }
      return readProfile(tx, id);
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
}
