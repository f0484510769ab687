import { describe, expect, it } from 'vitest';
import { FNB_API, type Category, type MemberMenuItem, type MenuItem } from '@club/contracts';
import { as, itemBody, memberItems, menu, useFnbApp } from '../../../../test/support/fnb.ts';

useFnbApp();

/*
 * The editors translate the menu's own words (issue 30: "menu item names and descriptions,
 * categories ... stay English in German and Spanish"): staff keep the Spanish and German texts
 * beside the English ones; a member reads them in the language they read the portal in.
 */

const admin = () => as('admin');
describe('translated menu items', () => {
  it("keeps an item's Spanish and German texts, and a member reads the one of their language", async () => {
    const created = await admin().inject({
      method: 'POST',
      url: FNB_API.items,
      payload: itemBody({
        translations: {
          de: { name: '  Spinat-Erbsen-Kebab ', description: 'Spinat- und Erbsenküchlein' },
          es: { name: '', description: '   ' },
        },
      }),
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<MenuItem>();
    // Blank texts are not kept: Spanish reads the English words.
    expect(item.translations).toEqual({
      de: { name: 'Spinat-Erbsen-Kebab', description: 'Spinat- und Erbsenküchlein' },
    });
    expect((await admin().inject({ url: `${FNB_API.items}/${item.id}` })).json()).toMatchObject({
      translations: item.translations,
    });

    const read = async (lang: string) =>
      (await as('member').inject({ url: `${FNB_API.memberItems}/${item.id}?lang=${lang}` })).json();
    expect(await read('de')).toMatchObject({
      name: 'Spinat-Erbsen-Kebab',
      description: 'Spinat- und Erbsenküchlein',
    });
    expect(await read('es')).toMatchObject({
      name: 'Hara Bhara Kebab',
      description: 'Spinach and green pea patties',
    });
    const english = await read('en');
    expect(english.name).toBe('Hara Bhara Kebab');
    // A member's item carries no staff's translations.
    expect(english).not.toHaveProperty('translations');

    // The list reads the same, and a member searches in the words they read.
    const de = await memberItems(`?categoryId=${menu.starters}&lang=de`);
    expect(de.map((i) => i.name)).toContain('Spinat-Erbsen-Kebab');
    expect((await memberItems('?term=erbsen&lang=de')).map((i) => i.name)).toEqual([
      'Spinat-Erbsen-Kebab',
    ]);
    expect(await memberItems('?term=erbsen&lang=en')).toEqual([]);

    // Clearing a translation gives the English text back.
    const cleared = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${item.id}`,
      payload: itemBody({ translations: { de: { name: '' } } }),
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<MenuItem>().translations).toEqual({});
    expect((await read('de')).name).toBe('Hara Bhara Kebab');
  });

  it("reads a category's and a sub-category's names in the member's language, on the home and on each item", async () => {
    const saved = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.categories}/${menu.starters}`,
      payload: {
        outlet: 'restaurant',
        name: 'Starters',
        description: 'To begin with',
        sort: 10,
        translations: { es: { name: 'Entrantes', description: 'Para empezar' } },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Category>().translations).toEqual({
      es: { name: 'Entrantes', description: 'Para empezar' },
    });
    const sub = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.subCategories}/${menu.nonVegStarters}`,
      payload: { name: 'Non-Veg', sort: 20, translations: { es: { name: 'Con carne' } } },
    });
    expect(sub.statusCode).toBe(200);

    const home = (await as('member').inject({ url: `${FNB_API.memberMenu}?lang=es` })).json();
    const starters = home.categories.find((c: { id: number }) => c.id === menu.starters);
    expect(starters).toMatchObject({ name: 'Entrantes', description: 'Para empezar' });
    expect(starters).not.toHaveProperty('translations');
    expect(starters.subCategories.map((s: { name: string }) => s.name)).toEqual([
      'Veg',
      'Con carne',
    ]);
    const chicken = (
      await as('member').inject({ url: `${FNB_API.memberItems}/${menu.chickenTikka}?lang=es` })
    ).json<MemberMenuItem>();
    expect(chicken).toMatchObject({ categoryName: 'Entrantes', subCategoryName: 'Con carne' });
    const englishHome = (await as('member').inject({ url: FNB_API.memberMenu })).json();
    expect(englishHome.categories.find((c: { id: number }) => c.id === menu.starters).name).toBe(
      'Starters',
    );
  });

  it('refuses a translation too long or in a language it does not know, naming it, and stores nothing', async () => {
    const before = (await admin().inject({ url: `${FNB_API.items}/${menu.paneerTikka}` })).json();
    const res = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.paneerTikka}`,
      payload: itemBody({
        name: before.name,
        translations: { de: { name: 'x'.repeat(101), description: 'ok' } },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'translations.de.name',
    ]);
    const after = (await admin().inject({ url: `${FNB_API.items}/${menu.paneerTikka}` })).json();
    expect(after.translations).toEqual(before.translations);
    expect(after.updatedAt).toBe(before.updatedAt);

    const oddLanguage = await as('member').inject({ url: `${FNB_API.memberMenu}?lang=fr` });
    expect(oddLanguage.statusCode).toBe(400);
    expect(oddLanguage.json().errors.map((e: { field: string }) => e.field)).toEqual(['lang']);
    const oddShape = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.subCategories}/${menu.vegStarters}`,
      payload: { name: 'Veg', translations: { de: 'Vegetarisch' } },
    });
    expect(oddShape.statusCode).toBe(400);
  });

  it('lets only the menu managers translate', async () => {
    for (const role of ['member', 'editor', 'eventManager'] as const) {
      const res = await as(role).inject({
        method: 'PUT',
        url: `${FNB_API.categories}/${menu.beers}`,
        payload: { outlet: 'bar', name: 'Beers', translations: { de: { name: 'Biere' } } },
      });
      expect(res.statusCode, role).toBe(403);
    }
    const home = (await as('member').inject({ url: `${FNB_API.memberMenu}?lang=de` })).json();
    expect(home.categories.find((c: { id: number }) => c.id === menu.beers).name).toBe('Beers');
  });
});
