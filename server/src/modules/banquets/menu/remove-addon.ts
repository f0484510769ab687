import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetAddons } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';

/** Deletes an add-on. */
export async function removeAddon(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await changePublicData(ctx, ['banquets'], async (tx) => {
    const [gone] = await tx.delete(banquetAddons).where(eq(banquetAddons.id, input.id)).returning();
    if (!gone) throw notFound('No such add-on.');
    await writeAudit(tx, actor, {
      action: 'banquets.addon.delete',
      entity: 'banquet_addon',
      entityId: input.id,
      before: gone,
    });
  });
}
