import { clubToday } from '../../settings/index.ts';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { RoomBlock, roomBlockRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRoomBlocks, chamberRooms, staffUsers } from '../../../db/schema/index.ts';
import { badField, conflict, fieldError, forbidden } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockRoom } from './room-store.ts';
import { toBlock } from './view.ts';

/** The longest one block may be (a longer closure is a deactivated room). */
export const MAX_BLOCK_NIGHTS = 366;

const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Blocks a room's nights from `from` to `to` (both included) for maintenance. Refuses a block
 * starting before the club's today, longer than MAX_BLOCK_NIGHTS, or overlapping another block
 * of the same room. Two admins blocking one room at once are settled by the room's row lock:
 * the second sees the first's block.
 */
export async function addRoomBlock(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof roomBlockRequest> & { id: number },
): Promise<RoomBlock> {
  if (actor.staffId === null) throw forbidden();
  const staffId = actor.staffId;
  const today = await clubToday(ctx);
  if (input.from < today) throw badField('from', 'validation.blockStart');
  if (nightsBetween(input.from, input.to) > MAX_BLOCK_NIGHTS) {
    throw badField('to', 'validation.blockTooLong');
  }
  const row = await ctx.db.transaction(async (tx) => {
    const room = await lockRoom(tx, input.id);
    const [clash] = await tx
      .select()
      .from(chamberRoomBlocks)
      .where(
        and(
          eq(chamberRoomBlocks.roomId, input.id),
          lte(chamberRoomBlocks.fromDate, input.to),
          gte(chamberRoomBlocks.toDate, input.from),
        ),
      )
      .limit(1);
    if (clash) {
      throw conflict(
        `Room ${room.number} is already blocked from ${clash.fromDate} to ${clash.toDate}.`,
        'conflict',
        {
          errors: [fieldError('from', 'validation.blockOverlap')],
        },
      );
    }
    const [block] = await tx
      .insert(chamberRoomBlocks)
      .values({
        roomId: input.id,
        fromDate: input.from,
        toDate: input.to,
        reason: input.reason,
        addedBy: staffId,
      })
      .returning();
    await tx
      .update(chamberRooms)
      .set({ version: room.version + 1, updatedAt: new Date() })
      .where(eq(chamberRooms.id, input.id));
    await writeAudit(tx, actor, {
      action: 'chambers.block.create',
      entity: 'chamber_room_block',
      entityId: block!.id,
      after: { roomId: input.id, from: input.from, to: input.to, reason: input.reason },
    });
    return block!;
  });
  const [who] = await ctx.db
    .select({ name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return toBlock(row, who?.name ?? '');
}
