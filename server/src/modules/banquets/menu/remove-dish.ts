import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetDishes } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';

/** Deletes a dish (bookings keep their chosen dishes' names; deactivate to hide it instead). */
export async function removeDish(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await changePublicData(ctx, ['banquets'], async (tx) => {
    const [gone] = await tx.delete(banquetDishes).where(eq(banquetDishes.id, input.id)).returning();
    if (!gone) throw notFound('No such dish.');
    await writeAudit(tx, actor, {
      action: 'banquets.dish.delete',
      entity: 'banquet_dish',
      entityId: input.id,
      before: gone,
    });
  });
}
