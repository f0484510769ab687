import type { FnbOrder } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { staffOrderPath } from './order-paths';

export function getStaffOrder(id: number): Promise<FnbOrder> {
  return api<FnbOrder>(staffOrderPath(id));
}

export const staffOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: fnbKeys.order(id), queryFn: () => getStaffOrder(id) });

/**
 * One order with its lines and history (restaurant/OrderDetail/{id}, the kitchen ticket).
 * Opening it always asks the server: an action sends the version shown, so it must be now's.
 */
export function useStaffOrder(id: number) {
  return useQuery({
    ...staffOrderQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchOnMount: 'always',
    meta: { errorInPlace: true },
  });
}
