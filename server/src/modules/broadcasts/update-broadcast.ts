import type { BroadcastDetail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../audit/index.ts';
import { composedColumns, requireSomeone, scheduleFanOut, type ComposeInput } from './compose.ts';
import { readBroadcastDetail } from './view.ts';
import { lockBroadcast, updateDraftOnVersion } from './writes.ts';

/**
 * The office changes a draft or a scheduled broadcast on the version it saw (409 when someone
 * changed it since, or its sending began). A new send time queues a new fan-out; the one queued
 * for the old time finds another time and does nothing.
 */
export async function updateBroadcast(
  ctx: AppContext,
  actor: Actor,
  input: ComposeInput & { id: number; version: number },
): Promise<BroadcastDetail> {
  const columns = composedColumns(ctx, input);
  if (columns.status === 'scheduled') await requireSomeone(ctx.db, input.audience);
  await ctx.db.transaction(async (tx) => {
    const before = await lockBroadcast(tx, input.id);
    const b = await updateDraftOnVersion(tx, before, input.version, columns);
    await writeAudit(tx, actor, {
      action: 'broadcast.update',
      entity: 'broadcast',
      entityId: b.id,
      before: { title: before.title, status: before.status, sendAt: before.sendAt },
      after: { title: b.title, status: b.status, sendAt: b.sendAt },
    });
    if (b.status === 'scheduled' && b.sendAt?.getTime() !== before.sendAt?.getTime()) {
      await scheduleFanOut(tx, b);
    }
  });
  return readBroadcastDetail(ctx.db, input.id);
}
