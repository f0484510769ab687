import { describe, expect, it } from 'vitest';
import { FNB_API, type MenuItem } from '@club/contracts';
import { multipart, PNG } from '../../../../test/fixtures.ts';
import { as, at, audits, itemBody, menu, t, useFnbApp } from '../../../../test/support/fnb.ts';

useFnbApp();

/* The menu managers' items (restaurant/ManageMenu). */
const admin = () => as('admin');

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
