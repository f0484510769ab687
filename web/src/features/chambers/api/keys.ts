import type { RoomListParams } from './get-rooms';

/** The query keys of the chambers area (root 'chambers'); the only place they are written. */
export const chambersKeys = {
  all: ['chambers'] as const,
  /** The public read: active rooms by type. */
  roomTypes: () => [...chambersKeys.all, 'room-types'] as const,

  // ---- Rooms (admin): the list, one room's blocked dates.
  admin: () => [...chambersKeys.all, 'admin'] as const,
  roomLists: () => [...chambersKeys.admin(), 'rooms'] as const,
  roomList: (q: RoomListParams) => [...chambersKeys.roomLists(), q] as const,
  blocks: (roomId: number) => [...chambersKeys.admin(), 'blocks', roomId] as const,
};
