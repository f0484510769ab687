import type { FnbOrderStatus, OrderSummary, Paged } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { MY_ORDERS_PATH } from './my-order-paths';

/** One page of the member's orders (contracts' myOrdersQuery). */
export interface MyOrderListParams {
  pageIndex: number;
  pageSize: number;
  status?: FnbOrderStatus;
}

export function getMyOrders(query: MyOrderListParams): Promise<Paged<OrderSummary>> {
  return api<Paged<OrderSummary>>(MY_ORDERS_PATH, { query: { ...query } });
}

export const myOrdersQueryOptions = (query: MyOrderListParams) =>
  queryOptions({
    queryKey: fnbKeys.myOrderList(query),
    queryFn: () => getMyOrders(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    meta: { errorInPlace: true },
  });

/** The member's orders, newest first, one page (member/foodordering/orders/list). */
export function useMyOrders(query: MyOrderListParams) {
  return useQuery(myOrdersQueryOptions(query));
}
