import { FNB_API } from '@club/contracts/core';
import { API_BASE } from '../../../lib/api';

const strip = (path: string) => path.slice(API_BASE.length);

/** The member menu API's paths (contracts' FNB_API) as lib/api takes them, without '/api'. */
export const MEMBER_PATHS = {
  menu: strip(FNB_API.memberMenu),
  items: strip(FNB_API.memberItems),
  /** POST: checkout (places an order). */
  orders: strip(FNB_API.memberOrders),
  slots: strip(FNB_API.slots),
  addresses: strip(FNB_API.addresses),
} as const;

/**
 * How often the member's menu asks again (open/paused, sold out): a mark the kitchen sets
 * shows within this many milliseconds on a screen left open.
 */
export const MENU_REFRESH_MS = 15_000;
