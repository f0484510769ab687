import type { BroadcastDetail } from '@club/contracts';
import { staffOf, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { broadcasts } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { composedColumns, requireSomeone, scheduleFanOut, type ComposeInput } from './compose.ts';
import { readBroadcastDetail } from './view.ts';

/**
 * The office writes a broadcast: kept as a draft, sent now or at a time (its fan-out queued in
 * the same transaction, due then; the request never waits for the sending). Sending to an
 * audience that matches nobody is refused (422 `audience`).
 */
export async function createBroadcast(
  ctx: AppContext,
  actor: Actor,
  input: ComposeInput,
): Promise<BroadcastDetail> {
  const staffId = staffOf(actor);
  const columns = composedColumns(ctx, input);
  if (columns.status === 'scheduled') await requireSomeone(ctx.db, input.audience);
  const id = await ctx.db.transaction(async (tx) => {
    const [b] = await tx
      .insert(broadcasts)
      .values({ ...columns, createdBy: staffId })
      .returning();
    await writeAudit(tx, actor, {
      action: 'broadcast.create',
      entity: 'broadcast',
      entityId: b!.id,
      after: { title: b!.title, audience: b!.audience, channels: b!.channels, mode: input.mode },
    });
    if (b!.status === 'scheduled') {
      await scheduleFanOut(tx, b!);
      await writeAudit(tx, actor, {
        action: 'broadcast.send',
        entity: 'broadcast',
        entityId: b!.id,
        after: { sendAt: b!.sendAt },
      });
    }
    return b!.id;
  });
  return readBroadcastDetail(ctx.db, id);
}
