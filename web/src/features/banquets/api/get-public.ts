import type { PublicBanquetHalls, PublicBanquetPackages } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

export const getPublicHalls = () => api<PublicBanquetHalls>(BANQUETS_PATHS.publicHalls);
export const getPublicPackages = () => api<PublicBanquetPackages>(BANQUETS_PATHS.publicPackages);

export const publicHallsQueryOptions = () =>
  queryOptions({
    queryKey: banquetsKeys.publicHalls(),
    queryFn: getPublicHalls,
    initialData: () => embedded<PublicBanquetHalls>(BANQUETS_PATHS.publicHalls),
    staleTime: 60_000,
  });
export const publicPackagesQueryOptions = () =>
  queryOptions({
    queryKey: banquetsKeys.publicPackages(),
    queryFn: getPublicPackages,
    initialData: () => embedded<PublicBanquetPackages>(BANQUETS_PATHS.publicPackages),
    staleTime: 60_000,
  });

/** The active halls (the public Banquets page, the coming booking screen). */
export const usePublicHalls = () => useQuery(publicHallsQueryOptions());
/** The active menu packages with their courses, dishes and add-ons. */
export const usePublicPackages = () => useQuery(publicPackagesQueryOptions());
