import type { OrderSummary, Paged, StaffOrdersQuery } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { STAFF_ORDERS_PATH } from './order-paths';

/** The staff orders' filters, sort and page as the screens send them (contracts' staffOrdersQuery). */
export type StaffOrderListParams = Omit<StaffOrdersQuery, 'pageIndex' | 'pageSize'> & {
  pageIndex?: number;
  pageSize?: number;
};

export function getStaffOrders(query: StaffOrderListParams): Promise<Paged<OrderSummary>> {
  return api<Paged<OrderSummary>>(STAFF_ORDERS_PATH, { query: { ...query } });
}

export const staffOrdersQueryOptions = (query: StaffOrderListParams) =>
  queryOptions({
    queryKey: fnbKeys.orderList(query),
    queryFn: () => getStaffOrders(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the orders for the filters (restaurant/ManageOrder). */
export function useStaffOrders(query: StaffOrderListParams) {
  return useQuery(staffOrdersQueryOptions(query));
}
