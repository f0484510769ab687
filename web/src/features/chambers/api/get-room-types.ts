import type { RoomTypesResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function getRoomTypes(): Promise<RoomTypesResponse> {
  return api<RoomTypesResponse>(CHAMBERS_PATHS.roomTypes);
}

export const roomTypesQueryOptions = () =>
  queryOptions({
    queryKey: chambersKeys.roomTypes(),
    queryFn: getRoomTypes,
    initialData: () => embedded<RoomTypesResponse>(CHAMBERS_PATHS.roomTypes),
    staleTime: 60_000,
  });

/** Active rooms by type (the public Chambers page, the member's booking screen). */
export function useRoomTypes() {
  return useQuery(roomTypesQueryOptions());
}
