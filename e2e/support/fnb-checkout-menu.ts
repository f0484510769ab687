/**
 * The menu the checkout journey (journeys/fnb-checkout.test.ts) makes for itself through the
 * admin API: both outlets open all day, a Restaurant and a Bar category of the run's items.
 */
import { adminApi, type ApiCall } from './api-session.ts';

export interface Outlet {
  code: 'restaurant' | 'bar';
  opensAt: string;
  closesAt: string;
  leadMinutes: number;
  slotCapacity: number;
  paused: boolean;
}
interface Item {
  id: number;
}
export interface Order {
  id: number;
  status: string;
  total: number;
  fulfilment: string;
  deliveryAddress: string | null;
  paymentMethod: string;
  lines: { itemId: number; price: number; quantity: number }[];
}

export const run = Date.now().toString(36);
export const N = {
  dal: `Dal Makhani ${run}`,
  naan: `Garlic Naan ${run}`,
  soda: `Masala Soda ${run}`,
  home: `Home ${run}`,
};
export let admin: ApiCall;
let saved: Outlet[] = [];
export const dal: Record<string, unknown> = {};
export const ids = {} as Record<'dal' | 'naan' | 'soda', number>;

/** Both outlets take orders all day for any slot from now on, in any number. */
export async function makeMenu() {
  admin = await adminApi();
  saved = await admin<Outlet[]>('GET', '/api/admin/fnb/outlets');
  for (const code of ['restaurant', 'bar'] as const) {
    await admin('PUT', `/api/admin/fnb/outlets/${code}`, {
      opensAt: '00:00',
      closesAt: '23:59',
      leadMinutes: 20,
      slotCapacity: 500,
    });
    await admin('PUT', `/api/admin/fnb/outlets/${code}/paused`, { paused: false });
  }
  const mains = await admin<{ id: number }>('POST', '/api/admin/fnb/categories', {
    outlet: 'restaurant',
    name: `Checkout mains ${run}`,
  });
  const coolers = await admin<{ id: number }>('POST', '/api/admin/fnb/categories', {
    outlet: 'bar',
    name: `Checkout coolers ${run}`,
  });
  Object.assign(dal, {
    categoryId: mains.id,
    name: N.dal,
    price: '310',
    diet: 'veg',
    kitchen: 'main',
    taxRate: 500,
  });
  ids.dal = (await admin<Item>('POST', '/api/admin/fnb/items', dal)).id;
  ids.naan = (
    await admin<Item>('POST', '/api/admin/fnb/items', {
      categoryId: mains.id,
      name: N.naan,
      price: '75.50',
      diet: 'veg',
      kitchen: 'tandoor',
      taxRate: 500,
    })
  ).id;
  ids.soda = (
    await admin<Item>('POST', '/api/admin/fnb/items', {
      categoryId: coolers.id,
      name: N.soda,
      price: '90',
      diet: 'veg',
      kitchen: 'bar',
      taxRate: 1800,
    })
  ).id;
}

/** Puts both outlets' hours, lead time, capacity and pause back as they were. */
export async function restoreOutlets() {
  for (const o of saved) {
    const { opensAt, closesAt, leadMinutes, slotCapacity } = o;
    await admin?.('PUT', `/api/admin/fnb/outlets/${o.code}`, {
      opensAt,
      closesAt,
      leadMinutes,
      slotCapacity,
    }).catch(() => undefined);
    await admin?.('PUT', `/api/admin/fnb/outlets/${o.code}/paused`, { paused: o.paused }).catch(
      () => undefined,
    );
  }
}
