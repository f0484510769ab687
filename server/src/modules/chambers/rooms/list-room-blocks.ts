import { asc, eq } from 'drizzle-orm';
import type { RoomBlock } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRoomBlocks, chamberRooms, staffUsers } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { toBlock } from './view.ts';

/** A room's blocked periods (maintenance), earliest first, with who added each. */
export async function listRoomBlocks(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<{ items: RoomBlock[] }> {
  const [room] = await ctx.db
    .select({ id: chamberRooms.id })
    .from(chamberRooms)
    .where(eq(chamberRooms.id, input.id));
  if (!room) throw notFound('No such room.');
  const rows = await ctx.db
    .select({ block: chamberRoomBlocks, addedBy: staffUsers.name })
    .from(chamberRoomBlocks)
    .innerJoin(staffUsers, eq(staffUsers.id, chamberRoomBlocks.addedBy))
    .where(eq(chamberRoomBlocks.roomId, input.id))
    .orderBy(asc(chamberRoomBlocks.fromDate), asc(chamberRoomBlocks.id));
  return { items: rows.map((r) => toBlock(r.block, r.addedBy)) };
}
