import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FNB_API, type Category, type MenuItem } from '@club/contracts';
import { multipart, PNG } from '../../../../test/fixtures.ts';
import { as, at, menu, t, useFnbApp } from '../../../../test/support/fnb.ts';

useFnbApp();

const admin = () => as('admin');
const audits = async (action: string) =>
  Number(
    (
      (
        await t.app.ctx.db.execute(
          sql`select count(*)::int as n from audit_log where action = ${action}`,
        )
      ).rows[0] as { n: number }
    ).n,
  );

const itemBody = (over: Record<string, unknown> = {}) => ({
  categoryId: menu.starters,
  subCategoryId: menu.vegStarters,
  name: 'Hara Bhara Kebab',
  description: 'Spinach and green pea patties',
  price: '260.50',
  diet: 'veg',
  kitchen: 'tandoor',
  taxRate: 500,
  ...over,
});

describe('categories (restaurant/ManageCategory)', () => {
  it('adds, lists (searched, paged, in menu order), changes and audits a category', async () => {
    const created = await admin().inject({
      method: 'POST',
      url: FNB_API.categories,
      payload: { outlet: 'restaurant', name: 'Desserts', description: 'Sweet things', sort: 90 },
    });
    expect(created.statusCode).toBe(201);
    const c = created.json<Category>();
    expect(c).toMatchObject({ name: 'Desserts', active: true, itemCount: 0, imageUrl: null });

    const list = await admin().inject({ url: `${FNB_API.categories}?outlet=restaurant` });
    expect(list.json().items.map((x: Category) => x.name)).toEqual([
      'Breakfast',
      'Starters',
      'Desserts',
    ]);
    const starters = list.json().items[1] as Category;
    expect(starters).toMatchObject({ subCategoryCount: 2, itemCount: 2 });

    const searched = await admin().inject({
      url: `${FNB_API.categories}?outlet=restaurant&term=sweet&pageSize=1`,
    });
    expect(searched.json()).toMatchObject({
      total: 1,
      pageCount: 1,
      items: [{ name: 'Desserts' }],
    });
    const bar = await admin().inject({ url: `${FNB_API.categories}?outlet=bar` });
    expect(bar.json().items.map((x: Category) => x.name)).toEqual(['Beers']);

    const changed = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.categories}/${c.id}`,
      payload: { outlet: 'restaurant', name: 'Desserts & Ice Creams', sort: 95 },
    });
    expect(changed.json()).toMatchObject({ name: 'Desserts & Ice Creams', sort: 95 });
    expect(await audits('fnb.category.update')).toBeGreaterThan(0);
  });

  it("reorders an outlet's categories, refusing a list that changed meanwhile", async () => {
    const list = (await admin().inject({ url: `${FNB_API.categories}?outlet=restaurant` })).json();
    const ids = (list.items as Category[]).map((c) => c.id).reverse();
    const ok = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.categories}/order`,
      payload: { ids },
    });
    expect(ok.statusCode).toBe(204);
    const after = (await admin().inject({ url: `${FNB_API.categories}?outlet=restaurant` })).json();
    expect((after.items as Category[]).map((c) => c.id)).toEqual(ids);
    const stale = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.categories}/order`,
      payload: { ids: ids.slice(1) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict');
  });

  it('settles two staff reordering at once in the database: one order wins whole', async () => {
    const list = (await admin().inject({ url: `${FNB_API.categories}?outlet=restaurant` })).json();
    const ids = (list.items as Category[]).map((c) => c.id);
    const a = [...ids].reverse();
    const b = [...ids.slice(1), ids[0]!];
    const [ra, rb] = await Promise.all(
      [a, b].map((order) =>
        admin().inject({
          method: 'PUT',
          url: `${FNB_API.categories}/order`,
          payload: { ids: order },
        }),
      ),
    );
    expect([ra!.statusCode, rb!.statusCode]).toEqual([204, 204]);
    const after = (await admin().inject({ url: `${FNB_API.categories}?outlet=restaurant` })).json();
    const final = (after.items as Category[]).map((c) => c.id);
    expect([JSON.stringify(a), JSON.stringify(b)]).toContain(JSON.stringify(final));
  });

  it('refuses to delete a category with sub-categories or items, saying why, and deletes an empty one', async () => {
    const refused = await admin().inject({
      method: 'DELETE',
      url: `${FNB_API.categories}/${menu.starters}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/2 sub-categories and 2 items/);
    const empty = await admin().inject({
      method: 'POST',
      url: FNB_API.categories,
      payload: { outlet: 'bar', name: 'Mocktails' },
    });
    const gone = await admin().inject({
      method: 'DELETE',
      url: `${FNB_API.categories}/${empty.json().id}`,
    });
    expect(gone.statusCode).toBe(204);
    const again = await admin().inject({
      method: 'DELETE',
      url: `${FNB_API.categories}/${empty.json().id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps a category with items in its outlet', async () => {
    const res = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.categories}/${menu.beers}`,
      payload: { outlet: 'restaurant', name: 'Beers' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('outlet');
  });

  it('refuses bad input naming the fields, storing nothing', async () => {
    const before = await admin().inject({ url: `${FNB_API.categories}?outlet=restaurant` });
    const res = await admin().inject({
      method: 'POST',
      url: FNB_API.categories,
      payload: { outlet: 'kitchen', name: 'x', imageUrl: 'http://evil.example/a.png', sort: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['imageUrl', 'name', 'outlet', 'sort']);
    const after = await admin().inject({ url: `${FNB_API.categories}?outlet=restaurant` });
    expect(after.json().total).toBe(before.json().total);
    const missingOutlet = await admin().inject({ url: FNB_API.categories });
    expect(missingOutlet.statusCode).toBe(400);
  });
});

describe('sub-categories (restaurant/ManageSubCategory/{id})', () => {
  it('adds, changes, hides, reorders and deletes sub-categories of a category', async () => {
    const detail = await admin().inject({ url: `${FNB_API.categories}/${menu.starters}` });
    expect(detail.json().subCategories.map((s: { name: string }) => s.name)).toEqual([
      'Veg',
      'Non-Veg',
    ]);
    const added = await admin().inject({
      method: 'POST',
      url: `${FNB_API.categories}/${menu.starters}/sub-categories`,
      payload: { name: 'Seafood', sort: 30 },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as number;
    const renamed = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.subCategories}/${id}`,
      payload: { name: 'Coastal Seafood', sort: 30 },
    });
    expect(renamed.json()).toMatchObject({ name: 'Coastal Seafood', categoryId: menu.starters });
    const hidden = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.subCategories}/${id}/active`,
      payload: { active: false },
    });
    expect(hidden.json().active).toBe(false);
    const order = [id, menu.nonVegStarters, menu.vegStarters];
    const reordered = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.categories}/${menu.starters}/sub-categories/order`,
      payload: { ids: order },
    });
    expect(reordered.statusCode).toBe(204);
    const after = await admin().inject({ url: `${FNB_API.categories}/${menu.starters}` });
    expect(after.json().subCategories.map((s: { id: number }) => s.id)).toEqual(order);

    const refused = await admin().inject({
      method: 'DELETE',
      url: `${FNB_API.subCategories}/${menu.vegStarters}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/still has 1 items|still has \d+ items/);
    const gone = await admin().inject({ method: 'DELETE', url: `${FNB_API.subCategories}/${id}` });
    expect(gone.statusCode).toBe(204);
  });

  it('answers 404 for a sub-category of an unknown category', async () => {
    const res = await admin().inject({
      method: 'POST',
      url: `${FNB_API.categories}/999999/sub-categories`,
      payload: { name: 'Orphans' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('menu items (restaurant/ManageMenu)', () => {
  it("adds an item with its price in rupees, stored exactly in paise, in its category's outlet", async () => {
    const res = await admin().inject({ method: 'POST', url: FNB_API.items, payload: itemBody() });
    expect(res.statusCode).toBe(201);
    expect(res.json<MenuItem>()).toMatchObject({
      outlet: 'restaurant',
      price: 26050,
      categoryName: 'Starters',
      subCategoryName: 'Veg',
      soldOut: false,
      active: true,
    });
  });

  it('lists items searched, filtered and sorted on the server, paged', async () => {
    const byPrice = await admin().inject({
      url: `${FNB_API.items}?outlet=restaurant&sortBy=price&sortDir=desc&pageSize=2`,
    });
    const page = byPrice.json();
    expect(page.pageSize).toBe(2);
    expect(page.items.map((i: MenuItem) => i.name)).toEqual(['Chicken Tikka', 'Paneer Tikka']);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const searched = await admin().inject({ url: `${FNB_API.items}?term=tikka` });
    expect(
      searched
        .json()
        .items.map((i: MenuItem) => i.name)
        .sort(),
    ).toEqual(['Chicken Tikka', 'Paneer Tikka']);
    const bar = await admin().inject({ url: `${FNB_API.items}?outlet=bar` });
    expect(bar.json().items.map((i: MenuItem) => i.name)).toEqual(['Kingfisher Premium']);
    const sub = await admin().inject({
      url: `${FNB_API.items}?subCategoryId=${menu.nonVegStarters}`,
    });
    expect(sub.json().total).toBe(1);
  });

  it('refuses a sub-category of another category, a tampered price, bad hours and tax', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subCategoryId: menu.nonVegStarters, categoryId: menu.beers }, 'subCategoryId'],
      [{ categoryId: 999999 }, 'categoryId'],
      [{ price: '0' }, 'price'],
      [{ price: '-5' }, 'price'],
      [{ price: '12.345' }, 'price'],
      [{ price: '100001' }, 'price'],
      [{ taxRate: 700 }, 'taxRate'],
      [{ availableFrom: '11:00', availableTo: '07:30' }, 'availableTo'],
      [{ availableFrom: '11:00' }, 'availableTo'],
      [{ availableFrom: '25:00', availableTo: '26:00' }, 'availableFrom'],
      [{ diet: 'vegan' }, 'diet'],
      [{ kitchen: 'garage' }, 'kitchen'],
    ];
    const before = (await admin().inject({ url: FNB_API.items })).json().total;
    for (const [over, field] of cases) {
      const res = await admin().inject({
        method: 'POST',
        url: FNB_API.items,
        payload: itemBody(over),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        JSON.stringify(over),
      ).toContain(field);
    }
    expect((await admin().inject({ url: FNB_API.items })).json().total).toBe(before);
  });

  it('marks an item sold out for today in one click; it orders again the next day', async () => {
    const res = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.paneerTikka}/sold-out`,
      payload: { soldOut: true },
    });
    expect(res.json()).toMatchObject({ soldOut: true });
    const seen = await as('member').inject({ url: `${FNB_API.memberItems}/${menu.paneerTikka}` });
    expect(seen.json().unavailable).toBe('soldOut');
    at('13:05', '2026-11-25');
    const tomorrow = await as('member').inject({
      url: `${FNB_API.memberItems}/${menu.paneerTikka}`,
    });
    expect(tomorrow.json().unavailable).toBeNull();
    at('13:05');
    await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.paneerTikka}/sold-out`,
      payload: { soldOut: false },
    });
    expect(await audits('fnb.item.sold_out')).toBe(1);
  });

  it('takes an item off the menu and puts it back', async () => {
    const off = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.chickenTikka}/active`,
      payload: { active: false },
    });
    expect(off.json().active).toBe(false);
    const inactive = await admin().inject({ url: `${FNB_API.items}?active=false` });
    expect(inactive.json().items.map((i: MenuItem) => i.id)).toContain(menu.chickenTikka);
    await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.chickenTikka}/active`,
      payload: { active: true },
    });
  });

  it('deletes an item nobody ordered; unknown ids answer 404', async () => {
    const made = await admin().inject({
      method: 'POST',
      url: FNB_API.items,
      payload: itemBody({ name: 'Short-lived Special' }),
    });
    const id = made.json().id as number;
    expect(
      (await admin().inject({ method: 'DELETE', url: `${FNB_API.items}/${id}` })).statusCode,
    ).toBe(204);
    expect((await admin().inject({ url: `${FNB_API.items}/${id}` })).statusCode).toBe(404);
    expect(
      (await admin().inject({ method: 'DELETE', url: `${FNB_API.items}/${id}` })).statusCode,
    ).toBe(404);
  });

  it('uploads a menu photo checked by its bytes, served to anyone', async () => {
    const ok = await admin().inject({
      method: 'POST',
      url: FNB_API.images,
      ...multipart({ files: [{ name: 'dosa.png', type: 'image/png', data: PNG }] }),
    });
    expect(ok.statusCode).toBe(201);
    const url = ok.json().url as string;
    expect(url).toMatch(/^\/api\/files\/fnb\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const fake = await admin().inject({
      method: 'POST',
      url: FNB_API.images,
      ...multipart({
        files: [{ name: 'x.png', type: 'image/png', data: '<svg onload=alert(1)>' }],
      }),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.headers['content-type']).toContain('application/problem+json');
    const used = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.masalaDosa}`,
      payload: itemBody({
        categoryId: (await admin().inject({ url: `${FNB_API.items}/${menu.masalaDosa}` })).json()
          .categoryId,
        subCategoryId: null,
        name: 'Masala Dosa',
        price: '180',
        kitchen: 'main',
        imageUrl: url,
        availableFrom: '07:30',
        availableTo: '11:00',
      }),
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().imageUrl).toBe(url);
  });
});

describe('outlets', () => {
  it('changes hours, lead time and slot capacity, and pauses ordering', async () => {
    const list = await admin().inject({ url: FNB_API.outlets });
    expect(list.json().map((o: { code: string }) => o.code)).toEqual(['restaurant', 'bar']);
    const changed = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/bar`,
      payload: { opensAt: '12:00', closesAt: '23:00', leadMinutes: 10, slotCapacity: 8 },
    });
    expect(changed.json()).toMatchObject({ opensAt: '12:00', leadMinutes: 10, openNow: true });
    const bad = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/bar`,
      payload: { opensAt: '23:00', closesAt: '12:00', leadMinutes: -1, slotCapacity: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['closesAt', 'leadMinutes', 'slotCapacity']);
    const paused = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/bar/paused`,
      payload: { paused: true },
    });
    expect(paused.json()).toMatchObject({ paused: true, openNow: false });
    const beer = await as('member').inject({ url: `${FNB_API.memberItems}/${menu.kingfisher}` });
    expect(beer.json().unavailable).toBe('paused');
    await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/bar/paused`,
      payload: { paused: false },
    });
    expect(
      (
        await admin().inject({
          url: `${FNB_API.outlets}/pub/paused`,
          method: 'PUT',
          payload: { paused: true },
        })
      ).statusCode,
    ).toBe(400);
  });
});
