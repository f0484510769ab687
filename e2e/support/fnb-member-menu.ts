/**
 * The food-ordering menu the member journey (journeys/fnb-member.test.ts) makes for itself
 * through the admin API, under names marked with the run, so it does not depend on the demo's.
 */
import { request, type APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, clubTimeZone } from './browser.ts';
import { STAFF } from './sign-in.ts';

/** Unique names, so the journey finds its own menu among whatever else is on it. */
export const run = Date.now().toString(36);
export const N = {
  tandoor: `Tandoor ${run}`,
  mains: `Mains ${run}`,
  coolers: `Coolers ${run}`,
  paneer: `Paneer Tikka ${run}`,
  chicken: `Chicken Tikka ${run}`,
  kebab: `Seekh Kebab ${run}`,
  thali: `Lunch Thali ${run}`,
  butter: `Butter Chicken ${run}`,
  soda: `Fresh Lime Soda ${run}`,
};
export const ids = {} as Record<'tandoor' | 'butter' | 'paneer', number>;

let admin: APIRequestContext;

export async function post<T>(
  path: string,
  data: unknown,
  method: 'post' | 'put' = 'post',
): Promise<T> {
  const res = await admin[method](`/api${path}`, { data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? null : await res.json()) as T;
}

/** Two club hours that do not hold the present moment: the item is outside them. */
export function hoursNotNow(): [string, string] {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: clubTimeZone(),
      hour: '2-digit',
      hour12: false,
    }).format(new Date()),
  );
  return hour < 12 ? ['13:00', '15:00'] : ['06:00', '08:00'];
}

/**
 * The menu, made by the admin: both outlets open all day and taking orders; a Restaurant
 * category with two sub-categories (one item sold out today), a second category with an item
 * outside its hours, and a Bar category.
 */
export async function makeMenu() {
  admin = await request.newContext({ baseURL: baseUrl() });
  await post('/auth/staff/login', { staffCode: STAFF.admin.code, password: STAFF.admin.password });
  for (const code of ['restaurant', 'bar']) {
    await post(
      `/admin/fnb/outlets/${code}`,
      { opensAt: '00:00', closesAt: '23:59', leadMinutes: 20, slotCapacity: 10 },
      'put',
    );
    await post(`/admin/fnb/outlets/${code}/paused`, { paused: false }, 'put');
  }
  type Row = { id: number };
  const category = (outlet: string, name: string, imageUrl: string | null = null) =>
    post<Row>('/admin/fnb/categories', {
      outlet,
      name,
      description: 'From the clay oven',
      imageUrl,
    });
  const item = (body: Record<string, unknown>) =>
    post<Row>('/admin/fnb/items', { kitchen: 'main', taxRate: 500, description: '', ...body });

  const tandoor = await category('restaurant', N.tandoor, 'images/restaurant.svg');
  const mains = await category('restaurant', N.mains);
  const coolers = await category('bar', N.coolers, 'images/bar.svg');
  const veg = await post<Row>(`/admin/fnb/categories/${tandoor.id}/sub-categories`, {
    name: 'Veg starters',
  });
  const nonVeg = await post<Row>(`/admin/fnb/categories/${tandoor.id}/sub-categories`, {
    name: 'Non-veg starters',
  });
  const paneer = await item({
    categoryId: tandoor.id,
    subCategoryId: veg.id,
    name: N.paneer,
    description: 'Cottage cheese marinated in yoghurt and spices.',
    price: '320',
    diet: 'veg',
  });
  await item({
    categoryId: tandoor.id,
    subCategoryId: nonVeg.id,
    name: N.chicken,
    price: '333.33',
    diet: 'non_veg',
  });
  const kebab = await item({
    categoryId: tandoor.id,
    subCategoryId: nonVeg.id,
    name: N.kebab,
    price: '280',
    diet: 'non_veg',
  });
  await post(`/admin/fnb/items/${kebab.id}/sold-out`, { soldOut: true }, 'put');
  const [from, to] = hoursNotNow();
  await item({
    categoryId: mains.id,
    name: N.thali,
    price: '450',
    diet: 'veg',
    availableFrom: from,
    availableTo: to,
  });
  const butter = await item({
    categoryId: mains.id,
    name: N.butter,
    price: '520.50',
    diet: 'non_veg',
  });
  await item({ categoryId: coolers.id, name: N.soda, price: '120', diet: 'veg', taxRate: 1800 });
  Object.assign(ids, { tandoor: tandoor.id, butter: butter.id, paneer: paneer.id });
}

/** Lets go of the admin's API session (after the journey). */
export const disposeMenu = () => admin?.dispose();
