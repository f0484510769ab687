import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetHallPhotos, banquetHalls } from '../../../db/schema/index.ts';
import { refusedWhileInUse } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { fileKey, lockHall } from './store.ts';

/**
 * Deletes a hall and its photos. Once hall bookings name halls, their foreign key refuses the
 * deletion of a booked hall: 409, deactivate it instead.
 */
export async function removeHall(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  let photos: string[] = [];
  await refusedWhileInUse('This hall is booked: deactivate it to stop letting it instead.', () =>
    changePublicData(ctx, ['banquets'], async (tx) => {
      const hall = await lockHall(tx, input.id);
      photos = (
        await tx
          .select({ url: banquetHallPhotos.url })
          .from(banquetHallPhotos)
          .where(eq(banquetHallPhotos.hallId, input.id))
      ).map((p) => p.url);
      await tx.delete(banquetHalls).where(eq(banquetHalls.id, input.id));
      await writeAudit(tx, actor, {
        action: 'banquets.hall.delete',
        entity: 'banquet_hall',
        entityId: input.id,
        before: hall,
      });
    }),
  );
  for (const url of photos) await ctx.storage.remove(fileKey(url));
}
