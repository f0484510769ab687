import { and, eq } from 'drizzle-orm';
import {
  SPOUSE_RELATION,
  type MyProfile,
  type ProfileChange,
  type profileChangeRequest,
} from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { memberFamily, members, profileChangeRequests } from '../../db/schema/index.ts';
import { badField, conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { readProfile } from './get-my-profile.ts';

type Input = z.output<typeof profileChangeRequest>;

/** A second pending request of the address or the name: the first waits for the office. */
export const alreadyPending = (field: string) =>
  conflict(
    'You already have a request of this kind waiting for the office. Withdraw it first to send another.',
    'profile_request_pending',
    { errors: [fieldError(field, 'validation.invalid')] },
  );

/**
 * The member asks the office for a change of their record: the postal address, the name, a
 * new dependent or a dependent removed. Nothing on the record changes until the office
 * approves. At most one pending address request, one name request and one removal of each relative
 * (the database's partial unique index: a second is 409 `profile_request_pending`); a removal names one of the
 * member's own relatives (else 400 `familyId`); a change that changes nothing is 400.
 */
export async function requestChange(
  ctx: AppContext,
  actor: Actor,
  input: Input,
): Promise<MyProfile> {
  const id = memberScope(actor);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [m] = await tx.select().from(members).where(eq(members.id, id));
      if (!m) throw notFound('No such member.');
      let change: ProfileChange;
      let before: ProfileChange | null = null;
      switch (input.kind) {
        case 'address':
          if (input.address === m.address) throw badField('address', 'validation.invalid');
          change = { address: input.address };
          before = { address: m.address };
          break;
        case 'name':
          if (
            input.title === m.title &&
            input.firstName === m.firstName &&
            input.lastName === m.lastName
          ) {
            throw badField('firstName', 'validation.invalid');
          }
          change = { title: input.title, firstName: input.firstName, lastName: input.lastName };
          before = { title: m.title, firstName: m.firstName, lastName: m.lastName };
          break;
        case 'add_dependent': {
          if (input.relation === SPOUSE_RELATION) {
            const [spouse] = await tx
              .select({ id: memberFamily.id })
              .from(memberFamily)
              .where(
                and(eq(memberFamily.memberId, id), eq(memberFamily.relation, SPOUSE_RELATION)),
              );
            if (spouse) throw badField('relation', 'validation.oneOf');
          }
          change = { name: input.name, relation: input.relation, dateOfBirth: input.dateOfBirth };
          break;
        }
        case 'remove_dependent': {
          const [f] = await tx
            .select()
            .from(memberFamily)
            .where(and(eq(memberFamily.id, input.familyId), eq(memberFamily.memberId, id)));
          if (!f) throw badField('familyId', 'validation.id');
          change = {
            familyId: f.id,
            name: f.name,
            relation: f.relation,
            dateOfBirth: f.dateOfBirth,
          };
          break;
        }
      }
      const [row] = await tx
        .insert(profileChangeRequests)
        .values({ memberId: id, kind: input.kind, change, before })
        .returning();
      if (!row) throw new Error('request not inserted');
      await writeAudit(tx, actor, {
        action: 'profile_request.create',
        entity: 'profile_request',
        entityId: row.id,
        before: null,
        after: { kind: row.kind, status: row.status, ...change },
      });
      return readProfile(tx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const field = { name: 'firstName', address: 'address', remove_dependent: 'familyId' };
      throw alreadyPending(input.kind === 'add_dependent' ? 'name' : field[input.kind]);
    }
    throw err;
  }
}
