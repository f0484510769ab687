import { FNB_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** Staff's orders API (contracts' FNB_API.orders) as lib/api takes it, without '/api'. */
export const STAFF_ORDERS_PATH = apiPath(FNB_API.orders);

export const staffOrderPath = (id: number) => `${STAFF_ORDERS_PATH}/${id}`;
