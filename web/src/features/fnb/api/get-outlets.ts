import type { Outlet } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function getOutlets(): Promise<Outlet[]> {
  return api<Outlet[]>(ADMIN_PATHS.outlets);
}

export const outletsQueryOptions = () =>
  queryOptions({ queryKey: fnbKeys.outlets(), queryFn: getOutlets, staleTime: 10_000 });

/** The outlets (Restaurant, Bar) with their hours, lead time, slot capacity and pause switch. */
export function useOutlets() {
  return useQuery(outletsQueryOptions());
}
