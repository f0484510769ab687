import { afterAll, beforeAll } from 'vitest';
import {
  createFnbCategory,
  createFnbItem,
  createFnbSubCategory,
} from '../../src/seed/fnb-factories.ts';
import { signInAs, type As } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/*
 * The fnb tests' app: a small menu (Restaurant: Starters with Veg/Non-Veg sub-categories, a
 * breakfast item with its hours; Bar: Beers), an admin, an editor, an event manager and M1001
 * signed in, and the club's clock at a fixed moment (settable per test: `at('13:05')`).
 */
export let t: TestApp;
export let as: As;
export const menu = {} as {
  starters: number;
  vegStarters: number;
  nonVegStarters: number;
  beers: number;
  paneerTikka: number;
  chickenTikka: number;
  masalaDosa: number;
  kingfisher: number;
};

/** Sets the club's clock to a time of day (Asia/Kolkata, +05:30) on 2026-11-24. */
export function at(time: string, date = '2026-11-24') {
  const moment = new Date(`${date}T${time}:00+05:30`);
  t.app.ctx.clock = { now: () => moment };
}

export function useFnbApp() {
  beforeAll(async () => {
    t = await createTestApp();
    at('13:05');
    as = await signInAs(t, ['member', 'admin', 'editor', 'eventManager'], {
      member: { creditLimit: 2_000_000 },
    });
    const db = t.app.ctx.db;
    const starters = await createFnbCategory(db, { name: 'Starters', sort: 10 });
    const veg = await createFnbSubCategory(db, { categoryId: starters.id, name: 'Veg', sort: 10 });
    const nonVeg = await createFnbSubCategory(db, {
      categoryId: starters.id,
      name: 'Non-Veg',
      sort: 20,
    });
    const breakfast = await createFnbCategory(db, { name: 'Breakfast', sort: 5 });
    const beers = await createFnbCategory(db, { outlet: 'bar', name: 'Beers' });
    Object.assign(menu, {
      starters: starters.id,
      vegStarters: veg.id,
      nonVegStarters: nonVeg.id,
      beers: beers.id,
      paneerTikka: (
        await createFnbItem(db, {
          categoryId: starters.id,
          subCategoryId: veg.id,
          name: 'Paneer Tikka',
          price: 32000,
          kitchen: 'tandoor',
        })
      ).id,
      chickenTikka: (
        await createFnbItem(db, {
          categoryId: starters.id,
          subCategoryId: nonVeg.id,
          name: 'Chicken Tikka',
          price: 38050,
          diet: 'non_veg',
          kitchen: 'tandoor',
        })
      ).id,
      masalaDosa: (
        await createFnbItem(db, {
          categoryId: breakfast.id,
          name: 'Masala Dosa',
          price: 18000,
          availableFrom: '07:30',
          availableTo: '11:00',
        })
      ).id,
      kingfisher: (
        await createFnbItem(db, {
          categoryId: beers.id,
          name: 'Kingfisher Premium',
          price: 25000,
          taxRate: 0,
          kitchen: 'bar',
        })
      ).id,
    });
  });
  afterAll(() => t.close());
}
