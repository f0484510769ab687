import type { BroadcastAudience, BroadcastDetail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../audit/index.ts';
import { requireSomeone, scheduleFanOut } from './compose.ts';
import { readBroadcastDetail } from './view.ts';
import { lockBroadcast, updateDraftOnVersion } from './writes.ts';

/**
 * Sends a draft (or a scheduled broadcast) now, on the version seen: it becomes scheduled for
 * this moment and its fan-out is queued (the request does not wait for the sending). 409 once
 * its sending began; 422 when its audience matches nobody now.
 */
export async function sendBroadcast(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<BroadcastDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockBroadcast(tx, input.id);
    if (before.status === 'draft' || before.status === 'scheduled') {
      await requireSomeone(tx, before.audience as BroadcastAudience);
    }
    const b = await updateDraftOnVersion(tx, before, input.version, {
      status: 'scheduled',
      sendAt: now,
    });
    await scheduleFanOut(tx, b);
    await writeAudit(tx, actor, {
      action: 'broadcast.send',
      entity: 'broadcast',
      entityId: b.id,
      before: { status: before.status, sendAt: before.sendAt },
      after: { status: b.status, sendAt: b.sendAt },
    });
  });
  return readBroadcastDetail(ctx.db, input.id);
}
