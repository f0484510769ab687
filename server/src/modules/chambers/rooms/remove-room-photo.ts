import { and, eq } from 'drizzle-orm';
import type { Room } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRoomPhotos, chamberRooms } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockRoom, roomById } from './room-store.ts';

/** Removes one of a room's photos (and its file). */
export async function removeRoomPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; photoId: number },
): Promise<Room> {
  const url = await ctx.db.transaction(async (tx) => {
    const room = await lockRoom(tx, input.id);
    const [photo] = await tx
      .delete(chamberRoomPhotos)
      .where(and(eq(chamberRoomPhotos.id, input.photoId), eq(chamberRoomPhotos.roomId, input.id)))
      .returning();
    if (!photo) throw notFound('No such photo of this room.');
    await tx
      .update(chamberRooms)
      .set({ version: room.version + 1, updatedAt: new Date() })
      .where(eq(chamberRooms.id, input.id));
    await writeAudit(tx, actor, {
      action: 'chambers.room.photo_remove',
      entity: 'chamber_room',
      entityId: input.id,
      before: { photo: photo.id, url: photo.url },
    });
    return photo.url;
  });
  await ctx.storage.remove(url.replace(/^\/api\/files\//, ''));
  return roomById(ctx, input.id);
}
