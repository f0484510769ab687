import { eq } from 'drizzle-orm';
import type { Room } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRooms } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockRoomAt, roomById } from './room-store.ts';

/** Lets a room (active) or takes it out of letting, at the version the admin saw. */
export async function setRoomActive(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; active: boolean; version: number },
): Promise<Room> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockRoomAt(tx, input.id, input.version);
    await tx
      .update(chamberRooms)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(chamberRooms.id, input.id));
    await writeAudit(tx, actor, {
      action: input.active ? 'chambers.room.activate' : 'chambers.room.deactivate',
      entity: 'chamber_room',
      entityId: input.id,
      before: { active: before.active },
      after: { active: input.active },
    });
  });
  return roomById(ctx, input.id);
}
