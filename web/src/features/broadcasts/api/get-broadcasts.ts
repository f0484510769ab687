import type { BroadcastPage } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { broadcastsKeys, type BroadcastParams } from './keys';
import { BROADCASTS_PATHS } from './paths';

export function getBroadcasts(query: BroadcastParams): Promise<BroadcastPage> {
  return api<BroadcastPage>(BROADCASTS_PATHS.admin, { query: { ...query } });
}

/** The office's broadcasts, newest first; one still being sent is read again every few seconds. */
export const broadcastsQueryOptions = (query: BroadcastParams) =>
  queryOptions({
    queryKey: broadcastsKeys.list(query),
    queryFn: () => getBroadcasts(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: (q) =>
      q.state.data?.items.some((b) => b.status === 'sending' || b.status === 'scheduled')
        ? 3_000
        : false,
  });

export function useBroadcasts(query: BroadcastParams) {
  return useQuery(broadcastsQueryOptions(query));
}
