import type { AdminDashboard } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminDashboardKeys } from './keys';
import { ADMIN_DASHBOARD_PATHS } from './paths';

export function getAdminDashboard(): Promise<AdminDashboard> {
  return api<AdminDashboard>(ADMIN_DASHBOARD_PATHS.dashboard);
}

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKeys.all,
    queryFn: getAdminDashboard,
    staleTime: 30_000,
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
