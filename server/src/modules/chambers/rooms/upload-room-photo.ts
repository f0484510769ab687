import { eq, sql } from 'drizzle-orm';
import { CHAMBER_MAX_PHOTOS, type Room, FILES_API } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRoomPhotos, chamberRooms } from '../../../db/schema/index.ts';
import { badRequest, conflict, fieldError } from '../../../lib/errors.ts';
import { checkUpload, IMAGE_TYPES } from '../../../storage/storage.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockRoom, roomById } from './room-store.ts';

/**
 * Adds a photo to a room, after its others (checked by its bytes and size, stored in the
 * `chambers` area). At most CHAMBER_MAX_PHOTOS per room. Moves the room's version on.
 */
export async function uploadRoomPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; data: Buffer | null },
): Promise<Room> {
  if (!input.data || input.data.length === 0)
    throw badRequest('file', 'Choose an image to upload.');
  const type = await checkUpload(input.data, 'file', IMAGE_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const stored = await ctx.storage.put('chambers', input.data, type);
  const url = `${FILES_API.files}/${stored.key}`;
  try {
    await ctx.db.transaction(async (tx) => {
      const room = await lockRoom(tx, input.id);
      const [{ n, last } = { n: 0, last: 0 }] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${chamberRoomPhotos.sort}), 0)::int`,
        })
        .from(chamberRoomPhotos)
        .where(eq(chamberRoomPhotos.roomId, input.id));
      if (n >= CHAMBER_MAX_PHOTOS) {
        throw conflict(
          `A room shows at most ${CHAMBER_MAX_PHOTOS} photos: remove one first.`,
          'conflict',
          { errors: [fieldError('file', 'validation.roomPhotosFull')] },
        );
      }
      const [photo] = await tx
        .insert(chamberRoomPhotos)
        .values({ roomId: input.id, url, sort: last + 10 })
        .returning({ id: chamberRoomPhotos.id });
      await tx
        .update(chamberRooms)
        .set({ version: room.version + 1, updatedAt: new Date() })
        .where(eq(chamberRooms.id, input.id));
      await writeAudit(tx, actor, {
        action: 'chambers.room.photo_add',
        entity: 'chamber_room',
        entityId: input.id,
        after: { photo: photo!.id, url },
      });
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
  return roomById(ctx, input.id);
}
