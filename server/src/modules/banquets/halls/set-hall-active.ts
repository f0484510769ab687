import { eq } from 'drizzle-orm';
import type { BanquetHall } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetHalls } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { hallById, lockHall } from './store.ts';

/** Lets a hall (active) or takes it out of letting, at the version the admin saw. */
export async function setHallActive(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; active: boolean; version: number },
): Promise<BanquetHall> {
  await changePublicData(ctx, ['banquets'], async (tx) => {
    const before = await lockHall(tx, input.id, input.version);
    await tx
      .update(banquetHalls)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(banquetHalls.id, input.id));
    await writeAudit(tx, actor, {
      action: input.active ? 'banquets.hall.activate' : 'banquets.hall.deactivate',
      entity: 'banquet_hall',
      entityId: input.id,
      before: { active: before.active },
      after: { active: input.active },
    });
  });
  return hallById(ctx.db, input.id);
}
