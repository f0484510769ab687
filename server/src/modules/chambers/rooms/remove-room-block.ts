import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRoomBlocks, chamberRooms } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockRoom } from './room-store.ts';

/** Lifts a block of a room (its nights can be let again). */
export async function removeRoomBlock(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; blockId: number },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const room = await lockRoom(tx, input.id);
    const [before] = await tx
      .delete(chamberRoomBlocks)
      .where(and(eq(chamberRoomBlocks.id, input.blockId), eq(chamberRoomBlocks.roomId, input.id)))
      .returning();
    if (!before) throw notFound('No such block of this room.');
    await tx
      .update(chamberRooms)
      .set({ version: room.version + 1, updatedAt: new Date() })
      .where(eq(chamberRooms.id, input.id));
    await writeAudit(tx, actor, {
      action: 'chambers.block.delete',
      entity: 'chamber_room_block',
      entityId: input.blockId,
      before,
    });
  });
}
