import type { Paged, Room, roomListQuery } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

/** The list's query as the screen sends it (every paging field given). */
export type RoomListParams = z.output<typeof roomListQuery>;

export function getRooms(query: RoomListParams): Promise<Paged<Room>> {
  return api<Paged<Room>>(CHAMBERS_PATHS.rooms, { query: { ...query } });
}

export const roomListQueryOptions = (query: RoomListParams) =>
  queryOptions({
    queryKey: chambersKeys.roomList(query),
    queryFn: () => getRooms(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the admin's list of rooms for the filters. */
export function useRooms(query: RoomListParams) {
  return useQuery(roomListQueryOptions(query));
}
