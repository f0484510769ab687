import type { ChamberAvailability } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function getAvailability(month: string): Promise<ChamberAvailability> {
  return api<ChamberAvailability>(CHAMBERS_PATHS.availability, { query: { month } });
}

export const availabilityQueryOptions = (month: string) =>
  queryOptions({
    queryKey: chambersKeys.availability(month),
    queryFn: () => getAvailability(month),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Rooms free per night and type in a month ('YYYY-MM'). */
export function useAvailability(month: string) {
  return useQuery(availabilityQueryOptions(month));
}
