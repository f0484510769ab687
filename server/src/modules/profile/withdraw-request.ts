import { eq } from 'drizzle-orm';
import type { MyProfile } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { profileChangeRequests } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { readProfile } from './get-my-profile.ts';
import { lockPending } from './request-store.ts';

/**
 * The member withdraws one of their pending requests (another member's: 404; a decided one:
 * 409). The record stays as it is.
 */
export async function withdrawRequest(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<MyProfile> {
  const memberId = memberScope(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await lockPending(tx, input.id, memberId);
    await tx
      .update(profileChangeRequests)
      .set({ status: 'Withdrawn', updatedAt: ctx.clock.now() })
      .where(eq(profileChangeRequests.id, row.id));
    await writeAudit(tx, actor, {
      action: 'profile_request.withdraw',
      entity: 'profile_request',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'Withdrawn' },
    });
    return readProfile(tx, memberId);
  });
}
