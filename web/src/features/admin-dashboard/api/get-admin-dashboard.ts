import type { AdminDashboard } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getAdminDashboard(): Promise<AdminDashboard> {
  return api<AdminDashboard>('/admin/dashboard');
}

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: getAdminDashboard,
    staleTime: 30_000,
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
