import type { FnbOrder } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { myOrderPath } from './my-order-paths';

export function getMyOrder(id: number): Promise<FnbOrder> {
  return api<FnbOrder>(myOrderPath(id));
}

export const myOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: fnbKeys.myOrder(id),
    queryFn: () => getMyOrder(id),
    staleTime: 5_000,
    meta: { errorInPlace: true },
  });

/**
 * One of the member's orders with its lines and history (orders/detail/{id}, invoice/{id});
 * another member's answers 404, as an unknown one does. The live stream refetches it.
 */
export function useMyOrder(id: number) {
  return useQuery({ ...myOrderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
