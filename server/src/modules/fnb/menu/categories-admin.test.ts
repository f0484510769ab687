import { describe, expect, it } from 'vitest';
import { FNB_API, type Category } from '@club/contracts';
import { as, audits, fieldsOf, menu, useFnbApp } from '../../../../test/support/fnb.ts';

useFnbApp();

/* The menu managers' categories and sub-categories (restaurant/ManageCategory). */
const admin = () => as('admin');

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
    expect(fieldsOf(res)).toEqual(['imageUrl', 'name', 'outlet', 'sort']);
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
