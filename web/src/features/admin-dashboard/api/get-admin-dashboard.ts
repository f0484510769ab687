import type { AdminDashboard, Language } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { adminDashboardKeys } from './keys';
import { ADMIN_DASHBOARD_PATHS } from './paths';

export function getAdminDashboard(lang: Language): Promise<AdminDashboard> {
  return api<AdminDashboard>(ADMIN_DASHBOARD_PATHS.dashboard, { query: { lang } });
}

export const adminDashboardQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: adminDashboardKeys.reader(lang),
    queryFn: () => getAdminDashboard(lang),
    staleTime: 30_000,
  });

/** The admin dashboard's figures (the events' titles in the reader's language). */
export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions(useLanguage()));
}
