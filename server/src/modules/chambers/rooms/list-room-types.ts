import { clubToday } from '../../settings/index.ts';
import { asc, eq } from 'drizzle-orm';
import { ROOM_TYPES, type RoomTypesResponse } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRooms } from '../../../db/schema/index.ts';
import { withDetails } from './room-store.ts';

/**
 * The public read of The Chambers: for each type with active rooms, how many, the lowest
 * tariffs of a night, the most occupants one room sleeps, and the rooms' photos (each once). Inactive
 * rooms are left out; a type without active rooms is not listed.
 */
export async function listRoomTypes(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<RoomTypesResponse> {
  const rows = await ctx.db
    .select()
    .from(chamberRooms)
    .where(eq(chamberRooms.active, true))
    .orderBy(asc(chamberRooms.sort), asc(chamberRooms.number), asc(chamberRooms.id));
  const rooms = await withDetails(ctx.db, rows, await clubToday(ctx));
  const types = ROOM_TYPES.flatMap((type) => {
    const of = rooms.filter((r) => r.type === type);
    if (of.length === 0) return [];
    return [
      {
        type,
        rooms: of.length,
        memberTariffFrom: Math.min(...of.map((r) => r.memberTariff)),
        guestTariffFrom: Math.min(...of.map((r) => r.guestTariff)),
        capacity: Math.max(...of.map((r) => r.capacity)),
        // Each photo once, however many rooms show it.
        photos: [...new Set(of.flatMap((r) => r.photos.map((p) => p.url)))],
      },
    ];
  });
  return { types };
}
