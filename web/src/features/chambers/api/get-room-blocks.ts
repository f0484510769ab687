import type { RoomBlock } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function getRoomBlocks(roomId: number): Promise<{ items: RoomBlock[] }> {
  return api<{ items: RoomBlock[] }>(`${CHAMBERS_PATHS.rooms}/${roomId}/blocks`);
}

export const roomBlocksQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: chambersKeys.blocks(roomId),
    queryFn: () => getRoomBlocks(roomId),
  });

/** A room's blocked dates, earliest first (null: none asked for). */
export function useRoomBlocks(roomId: number | null) {
  return useQuery({ ...roomBlocksQueryOptions(roomId ?? 0), enabled: roomId !== null });
}
