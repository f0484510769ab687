import { FNB_API } from '@club/contracts/core';
import { API_BASE } from '../../../lib/api';

/** Staff's orders API (contracts' FNB_API.orders) as lib/api takes it, without '/api'. */
export const STAFF_ORDERS_PATH = FNB_API.orders.slice(API_BASE.length);

export const staffOrderPath = (id: number) => `${STAFF_ORDERS_PATH}/${id}`;
