import { eq } from 'drizzle-orm';
import type { Room, roomRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRooms } from '../../../db/schema/index.ts';
import { conflict, fieldError, isUniqueViolation } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockRoomAt, roomById } from './room-store.ts';

const numberTaken = (number: string) =>
  conflict(`Another room already has the number ${number}.`, 'conflict', {
    errors: [fieldError('number', 'validation.roomNumberTaken')],
  });

/**
 * Adds a room (id null) or changes one at the version the admin saw (else 409 room_changed);
 * audited in the same transaction. Room numbers are unique whatever their case.
 */
export async function saveRoom(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof roomRequest> & { id: number | null; version?: number },
): Promise<Room> {
  const { id, version, ...values } = input;
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      if (id === null) {
        const [row] = await tx
          .insert(chamberRooms)
          .values(values)
          .returning({ id: chamberRooms.id });
        await writeAudit(tx, actor, {
          action: 'chambers.room.create',
          entity: 'chamber_room',
          entityId: row!.id,
          after: values,
        });
        return row!.id;
      }
      const before = await lockRoomAt(tx, id, version ?? -1);
      await tx
        .update(chamberRooms)
        .set({ ...values, version: before.version + 1, updatedAt: new Date() })
        .where(eq(chamberRooms.id, id));
      await writeAudit(tx, actor, {
        action: 'chambers.room.update',
        entity: 'chamber_room',
        entityId: id,
        before,
        after: values,
      });
      return id;
    });
    return await roomById(ctx, saved);
  } catch (err) {
    if (isUniqueViolation(err)) throw numberTaken(values.number);
    throw err;
  }
}
