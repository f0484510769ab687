import { and, eq, sql } from 'drizzle-orm';
import type { BroadcastDetail } from '@club/contracts';
import { staffOf, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { broadcasts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { readBroadcastDetail } from './view.ts';
import { notChangeable } from './writes.ts';

/**
 * Cancels a scheduled broadcast: a conditional update (`scheduled` -> `cancelled`), so a
 * fan-out that took it first wins and the cancel is refused (409 `broadcast_not_cancellable`
 * for one sending, sent, cancelled or still a draft); its queued fan-out then does nothing.
 */
export async function cancelBroadcast(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<BroadcastDetail> {
  const staffId = staffOf(actor);
  await ctx.db.transaction(async (tx) => {
    const [b] = await tx
      .update(broadcasts)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        cancelledBy: staffId,
        version: sql`${broadcasts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(broadcasts.id, input.id), eq(broadcasts.status, 'scheduled')))
      .returning();
    if (!b) {
      const [exists] = await tx
        .select({ id: broadcasts.id })
        .from(broadcasts)
        .where(eq(broadcasts.id, input.id));
      if (!exists) throw notFound('No such broadcast.');
      throw notChangeable();
    }
    await writeAudit(tx, actor, {
      action: 'broadcast.cancel',
      entity: 'broadcast',
      entityId: b.id,
      before: { status: 'scheduled', sendAt: b.sendAt },
      after: { status: 'cancelled' },
    });
  });
  return readBroadcastDetail(ctx.db, input.id);
}
