import type { ChamberFreeRooms } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function getFreeRooms(id: number): Promise<ChamberFreeRooms> {
  return api<ChamberFreeRooms>(`${CHAMBERS_PATHS.bookings}/${id}/free-rooms`);
}

export const freeRoomsQueryOptions = (id: number) =>
  queryOptions({ queryKey: chambersKeys.freeRooms(id), queryFn: () => getFreeRooms(id) });

/** The rooms of a booking's type free on all its nights (enabled: while confirming). */
export function useFreeRooms(id: number, enabled: boolean) {
  return useQuery({ ...freeRoomsQueryOptions(id), enabled });
}
