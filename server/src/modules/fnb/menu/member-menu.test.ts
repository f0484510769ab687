import { describe, expect, it } from 'vitest';
import { FNB_API } from '@club/contracts';
import { as, at, fieldsOf, memberItems, menu, t, useFnbApp } from '../../../../test/support/fnb.ts';

useFnbApp();

const member = () => as('member');
describe("the member's menu (member/foodordering)", () => {
  it("shows both outlets with today's hours and the categories on the menu", async () => {
    const res = await member().inject({ url: FNB_API.memberMenu });
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.outlets).toEqual([
      expect.objectContaining({ code: 'restaurant', opensAt: '07:30', openNow: true }),
      expect.objectContaining({ code: 'bar', opensAt: '11:00', closesAt: '22:30', openNow: true }),
    ]);
    const starters = home.categories.find((c: { id: number }) => c.id === menu.starters);
    expect(starters).toMatchObject({ name: 'Starters', itemCount: 2 });
    expect(starters.subCategories.map((s: { name: string }) => s.name)).toEqual(['Veg', 'Non-Veg']);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('filters by outlet, category, sub-category, diet, price (rupees) and a search term', async () => {
    expect((await memberItems('?outlet=bar')).map((i) => i.name)).toEqual(['Kingfisher Premium']);
    expect((await memberItems(`?categoryId=${menu.starters}`)).map((i) => i.name)).toEqual([
      'Paneer Tikka',
      'Chicken Tikka',
    ]);
    expect((await memberItems(`?subCategoryId=${menu.nonVegStarters}`)).map((i) => i.name)).toEqual(
      ['Chicken Tikka'],
    );
    expect((await memberItems('?outlet=restaurant&diet=non_veg')).map((i) => i.name)).toEqual([
      'Chicken Tikka',
    ]);
    expect((await memberItems('?minPrice=200&maxPrice=320')).map((i) => i.name).sort()).toEqual([
      'Kingfisher Premium',
      'Paneer Tikka',
    ]);
    expect((await memberItems('?term=dosa')).map((i) => i.name)).toEqual(['Masala Dosa']);
    expect((await memberItems('?term=%25%25')).length).toBe(0);
    const bad = await member().inject({ url: `${FNB_API.memberItems}?diet=vegan&minPrice=-1` });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['diet', 'minPrice']);
  });

  it('says why an item cannot be added: outside its hours, outlet closed, sold out, inactive', async () => {
    const dosa = async () =>
      (await member().inject({ url: `${FNB_API.memberItems}/${menu.masalaDosa}` })).json();
    expect((await dosa()).unavailable).toBe('outsideHours');
    at('08:15');
    expect((await dosa()).unavailable).toBeNull();
    at('06:00');
    expect((await dosa()).unavailable).toBe('outletClosed');
    const home = (await member().inject({ url: FNB_API.memberMenu })).json();
    expect(home.outlets.every((o: { openNow: boolean }) => !o.openNow)).toBe(true);
    at('13:05');

    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.chickenTikka}/active`,
      payload: { active: false },
    });
    expect((await memberItems(`?categoryId=${menu.starters}`)).map((i) => i.name)).toEqual([
      'Paneer Tikka',
    ]);
    const off = await member().inject({ url: `${FNB_API.memberItems}/${menu.chickenTikka}` });
    expect(off.json()).toMatchObject({ name: 'Chicken Tikka', unavailable: 'inactive' });
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.chickenTikka}/active`,
      payload: { active: true },
    });
  });

  it("hides a hidden category's and sub-category's items, and answers 404 for an unknown item", async () => {
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.subCategories}/${menu.vegStarters}/active`,
      payload: { active: false },
    });
    expect((await memberItems(`?categoryId=${menu.starters}`)).map((i) => i.name)).toEqual([
      'Chicken Tikka',
    ]);
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.subCategories}/${menu.vegStarters}/active`,
      payload: { active: true },
    });
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.categories}/${menu.beers}/active`,
      payload: { active: false },
    });
    expect(await memberItems('?outlet=bar')).toEqual([]);
    const home = (await member().inject({ url: FNB_API.memberMenu })).json();
    expect(home.categories.map((c: { id: number }) => c.id)).not.toContain(menu.beers);
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.categories}/${menu.beers}/active`,
      payload: { active: true },
    });
    expect((await member().inject({ url: `${FNB_API.memberItems}/999999` })).statusCode).toBe(404);
  });

  it('answers prices in paise as stored, with the tax rate beside them', async () => {
    const [chicken] = await memberItems(`?subCategoryId=${menu.nonVegStarters}`);
    expect(chicken).toMatchObject({
      price: 38050,
      taxRate: 500,
      diet: 'non_veg',
      kitchen: 'tandoor',
    });
    expect(t).toBeDefined();
  });
});
