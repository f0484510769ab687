import type { BroadcastDetail, DeliveryPage } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { broadcastsKeys, type DeliveryParams } from './keys';
import { BROADCASTS_PATHS } from './paths';

/** Read again while it is being sent: the counts move as the sender works. */
const live = (status?: string) => (status === 'sending' || status === 'scheduled' ? 2_000 : false);

export function getBroadcast(id: number): Promise<BroadcastDetail> {
  return api<BroadcastDetail>(`${BROADCASTS_PATHS.admin}/${id}`);
}

export const broadcastQueryOptions = (id: number) =>
  queryOptions({
    queryKey: broadcastsKeys.one(id),
    queryFn: () => getBroadcast(id),
    refetchInterval: (q) => live(q.state.data?.status),
  });

/** One broadcast with its deliveries' counts. */
export function useBroadcast(id: number | null) {
  return useQuery({ ...broadcastQueryOptions(id ?? 0), enabled: id !== null });
}

export function getDeliveries(id: number, query: DeliveryParams): Promise<DeliveryPage> {
  return api<DeliveryPage>(`${BROADCASTS_PATHS.admin}/${id}/deliveries`, { query: { ...query } });
}

/** A page of a broadcast's deliveries (the report), read again while it is being sent. */
export function useDeliveries(id: number, query: DeliveryParams, status?: string) {
  return useQuery({
    queryKey: broadcastsKeys.deliveries(id, query),
    queryFn: () => getDeliveries(id, query),
    placeholderData: keepPreviousData,
    refetchInterval: live(status),
  });
}
