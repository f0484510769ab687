import type { Room, RoomBlock, RoomPhoto, RoomType } from '@club/contracts';
import type { chamberRoomBlocks, chamberRooms } from '../../../db/schema/index.ts';

/* Rows -> contract. */

type RoomRow = typeof chamberRooms.$inferSelect;
type BlockRow = typeof chamberRoomBlocks.$inferSelect;

export function toRoom(row: RoomRow, photos: RoomPhoto[], upcomingBlocks: number): Room {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    type: row.type as RoomType,
    memberTariff: row.memberTariff,
    guestTariff: row.guestTariff,
    taxRate: row.taxRate,
    capacity: row.capacity,
    description: row.description,
    photos,
    active: row.active,
    sort: row.sort,
    version: row.version,
    upcomingBlocks,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBlock(row: BlockRow, addedBy: string): RoomBlock {
  return {
    id: row.id,
    roomId: row.roomId,
    from: row.fromDate,
    to: row.toDate,
    reason: row.reason,
    addedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
