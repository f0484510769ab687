import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRoomBlocks, chamberRoomPhotos, chamberRooms } from '../../../db/schema/index.ts';
import { conflict, isPgError } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockRoom } from './room-store.ts';

const hasBlocks = (number: string, n: number) =>
  conflict(
    `Room ${number} has ${n} blocked period${n === 1 ? '' : 's'}: remove ${n === 1 ? 'it' : 'them'} first, or deactivate the room to stop letting it.`,
  );

/**
 * Deletes a room that has no blocked dates (nor, later, bookings): its photos go with it. A
 * room with blocks stays (the foreign key refuses its deletion too) and the refusal says why.
 */
export async function removeRoom(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  let number = '';
  let photos: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const room = await lockRoom(tx, input.id);
      number = room.number;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(chamberRoomBlocks)
        .where(eq(chamberRoomBlocks.roomId, input.id));
      if (n > 0) throw hasBlocks(room.number, n);
      photos = (
        await tx
          .select({ url: chamberRoomPhotos.url })
          .from(chamberRoomPhotos)
          .where(eq(chamberRoomPhotos.roomId, input.id))
      ).map((p) => p.url);
      await tx.delete(chamberRooms).where(eq(chamberRooms.id, input.id));
      await writeAudit(tx, actor, {
        action: 'chambers.room.delete',
        entity: 'chamber_room',
        entityId: input.id,
        before: room,
      });
    });
  } catch (err) {
    // A block added between the count and the delete: the foreign key refuses.
    if (isPgError(err, '23503')) throw hasBlocks(number, 1);
    throw err;
  }
  for (const url of photos) await ctx.storage.remove(url.replace(/^\/api\/files\//, ''));
}
