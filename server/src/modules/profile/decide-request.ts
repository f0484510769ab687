import { eq } from 'drizzle-orm';
import type { ProfileRequest, ProfileRequestStatus } from '@club/contracts';
import { staffOf, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { profileChangeRequests } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { lockPending, type RequestRow } from './request-store.ts';
import { toRequests } from './view.ts';

/** The app path the member's notification opens (web's PATHS.profile). */
const PROFILE_PAGE = '/pages/profile';

/**
 * The office decides a pending request under its row lock, in one transaction: `apply` (the
 * change on the record, for an approval), the request's new status, who decided and when, the
 * reason, and the member's notification (in their language: the bell writes it from kind and
 * params). Two admins at once: the second finds it decided (409), so it applies once.
 */
export async function decideRequest(
  ctx: AppContext,
  actor: Actor,
  id: number,
  to: Extract<ProfileRequestStatus, 'Approved' | 'Rejected'>,
  reason: string,
  apply: (tx: Tx, row: RequestRow) => Promise<void>,
): Promise<ProfileRequest> {
  const staffId = staffOf(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    await apply(tx, row);
    const now = ctx.clock.now();
    const [saved] = await tx
      .update(profileChangeRequests)
      .set({ status: to, reason, decidedBy: staffId, decidedAt: now, updatedAt: now })
      .where(eq(profileChangeRequests.id, row.id))
      .returning();
    if (!saved) throw new Error('request not updated');
    await writeAudit(tx, actor, {
      action: to === 'Approved' ? 'profile_request.approve' : 'profile_request.reject',
      entity: 'profile_request',
      entityId: row.id,
      before: { status: row.status },
      after: { status: to, ...(reason ? { reason } : {}) },
    });
    await notifyMember(tx, row.memberId, {
      kind: 'profile_request',
      ref: `profile_request:${row.id}:${to}`,
      params: { request: row.id, change: row.kind, status: to, reason },
      link: PROFILE_PAGE,
    });
    const [answer] = await toRequests(tx, [saved]);
    if (!answer) throw new Error('request not read');
    return answer;
  });
}
