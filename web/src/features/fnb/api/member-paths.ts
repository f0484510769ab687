import { FNB_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The member menu API's paths (contracts' FNB_API) as lib/api takes them, without '/api'. */
export const MEMBER_PATHS = {
  menu: apiPath(FNB_API.memberMenu),
  items: apiPath(FNB_API.memberItems),
  /** POST: checkout (places an order). */
  orders: apiPath(FNB_API.memberOrders),
  slots: apiPath(FNB_API.slots),
  addresses: apiPath(FNB_API.addresses),
} as const;

/**
 * How often the member's menu asks again (open/paused, sold out): a mark the kitchen sets
 * shows within this many milliseconds on a screen left open.
 */
export const MENU_REFRESH_MS = 15_000;
