import type { ClubSettingsAnswer } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { settingsKeys } from './keys';
import { SETTINGS_PATHS } from './paths';

export function getSettings(): Promise<ClubSettingsAnswer> {
  return api<ClubSettingsAnswer>(SETTINGS_PATHS.settings, { offline: true });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: getSettings,
    initialData: () =>
      embedded<ClubSettingsAnswer>(SETTINGS_PATHS.settings, undefined, { offline: true }),
    networkMode: 'offlineFirst',
    staleTime: 10 * 60_000,
    meta: { errorInPlace: true },
  });

/** The club's public settings (name, address, timings). */
export function useClubSettings() {
  return useQuery(settingsQueryOptions());
}

export function useClubName(): string | undefined {
  return useClubSettings().data?.clubName;
}
