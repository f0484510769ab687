import type { BanquetAvailability } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

export function getHallAvailability(month: string): Promise<BanquetAvailability> {
  return api<BanquetAvailability>(BANQUETS_PATHS.availability, { query: { month } });
}

export const hallAvailabilityQueryOptions = (month: string) =>
  queryOptions({
    queryKey: banquetsKeys.availability(month),
    queryFn: () => getHallAvailability(month),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Each hall's morning and evening of every date of a month ('YYYY-MM'): free or taken. */
export function useHallAvailability(month: string) {
  return useQuery(hallAvailabilityQueryOptions(month));
}
