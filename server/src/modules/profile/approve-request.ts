import { and, eq } from 'drizzle-orm';
import { SPOUSE_RELATION, type ProfileRequest } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { memberFamily, members } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { nextVersion } from '../members/index.ts';
import { decideRequest } from './decide-request.ts';
import type { RequestRow } from './request-store.ts';

/** The record no longer allows the change (the relative is gone, a spouse is on record). */
const noLongerApplies = (detail: string) => conflict(detail, 'profile_request_decided');

/**
 * The office approves a pending request: the change is applied to the member's record in the
 * same transaction (the address or name on `members`, the dependent added to or removed from
 * `member_family`), audited on the member with before and after; the member is notified. A
 * request decided already: 409, nothing applied twice.
 */
export async function approveRequest(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<ProfileRequest> {
  return decideRequest(ctx, actor, input.id, 'Approved', '', (tx, row) =>
    applyChange(tx, actor, row),
  );
}

async function applyChange(tx: Tx, actor: Actor, row: RequestRow): Promise<void> {
  const memberId = row.memberId;
  const c = row.change;
  const [m] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!m) throw noLongerApplies('The member of this request is no longer on record.');
  const family = () =>
    tx
      .select({
        name: memberFamily.name,
        relation: memberFamily.relation,
        dateOfBirth: memberFamily.dateOfBirth,
      })
      .from(memberFamily)
      .where(eq(memberFamily.memberId, memberId))
      .orderBy(memberFamily.id);
  let before: Record<string, unknown>;
  let after: Record<string, unknown>;
  switch (row.kind) {
    case 'address':
      before = { address: m.address };
      after = { address: c.address ?? '' };
      await tx
        .update(members)
        .set({ address: c.address ?? '', updatedAt: nextVersion })
        .where(eq(members.id, memberId));
      break;
    case 'name':
      before = { title: m.title, firstName: m.firstName, lastName: m.lastName };
      after = { title: c.title ?? '', firstName: c.firstName ?? '', lastName: c.lastName ?? '' };
      await tx
        .update(members)
        .set({ ...after, updatedAt: nextVersion })
        .where(eq(members.id, memberId));
      break;
    case 'add_dependent': {
      const relation = c.relation ?? 'Other';
      before = { dependents: await family() };
      if (relation === SPOUSE_RELATION) {
        const [spouse] = await tx
          .select({ id: memberFamily.id })
          .from(memberFamily)
          .where(and(eq(memberFamily.memberId, memberId), eq(memberFamily.relation, relation)));
        if (spouse) throw noLongerApplies('The member has a spouse on record already.');
      }
      await tx.insert(memberFamily).values({
        memberId,
        name: c.name ?? '',
        relation,
        dateOfBirth: c.dateOfBirth ?? null,
      });
      after = { dependents: await family() };
      await touch(tx, memberId);
      break;
    }
    case 'remove_dependent': {
      before = { dependents: await family() };
      const gone = await tx
        .delete(memberFamily)
        .where(and(eq(memberFamily.id, c.familyId ?? 0), eq(memberFamily.memberId, memberId)))
        .returning({ id: memberFamily.id });
      if (gone.length === 0) {
        throw noLongerApplies("This relative is no longer on the member's record.");
      }
      after = { dependents: await family() };
      await touch(tx, memberId);
      break;
    }
  }
  await writeAudit(tx, actor, {
    action: 'profile_request.approve',
    entity: 'member',
    entityId: memberId,
    before,
    after,
  });
}

/** The member's record moved on (a form loaded before sees its version changed). */
async function touch(tx: Tx, memberId: number) {
  await tx.update(members).set({ updatedAt: nextVersion }).where(eq(members.id, memberId));
}
