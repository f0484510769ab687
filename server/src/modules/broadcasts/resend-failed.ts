import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ResendResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { broadcastDeliveries, broadcasts } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { lockBroadcast, notChangeable } from './writes.ts';

/**
 * "Resend to the failed": the broadcast's failed deliveries go back to the queue (`failed` ->
 * `queued`, the same rows, their attempts counted afresh), so only those are sent again; a sent
 * broadcast is sending again until they are done. 409 before its sending began.
 */
export async function resendFailed(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<ResendResponse> {
  return ctx.db.transaction(async (tx) => {
    const b = await lockBroadcast(tx, input.id);
    if (b.status !== 'sending' && b.status !== 'sent') throw notChangeable();
    const rows = await tx
      .update(broadcastDeliveries)
      .set({ status: 'queued', attempts: 0, availableAt: sql`now()`, lockedUntil: null })
      .where(
        and(eq(broadcastDeliveries.broadcastId, b.id), eq(broadcastDeliveries.status, 'failed')),
      )
      .returning({ id: broadcastDeliveries.id });
    if (rows.length > 0) {
      await tx
        .update(broadcasts)
        .set({ status: 'sending', finishedAt: null, version: sql`${broadcasts.version} + 1` })
        .where(and(eq(broadcasts.id, b.id), inArray(broadcasts.status, ['sending', 'sent'])));
    }
    await writeAudit(tx, actor, {
      action: 'broadcast.resend',
      entity: 'broadcast',
      entityId: b.id,
      after: { requeued: rows.length },
    });
    return { requeued: rows.length };
  });
}
