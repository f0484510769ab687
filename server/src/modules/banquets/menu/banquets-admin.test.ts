import { describe, expect, it } from 'vitest';
import {
  BANQUETS_API,
  type BanquetCourse,
  type BanquetPackage,
  type PublicBanquetPackages,
} from '@club/contracts';
import {
  as,
  countAudits,
  errorFields as fields,
  t,
  useStaffApp,
} from '../../../../test/support/staff-app.ts';

useStaffApp();

const admin = () => as('admin');
const audits = (action: string) => countAudits(t, action);

describe('banquet menus (ManageBanquetMenu, ManageBanquetMenuItem)', () => {
  let starters: BanquetCourse;
  let desserts: BanquetCourse;
  let pkg: BanquetPackage;

  it('adds courses and dishes; refuses a dish of an unknown course naming courseId', async () => {
    const s = await admin().inject({
      method: 'POST',
      url: BANQUETS_API.courses,
      payload: { name: 'Starters', sort: 10 },
    });
    expect(s.statusCode).toBe(201);
    starters = s.json<BanquetCourse>();
    desserts = (
      await admin().inject({
        method: 'POST',
        url: BANQUETS_API.courses,
        payload: { name: 'Desserts', sort: 20 },
      })
    ).json<BanquetCourse>();
    for (const [name, veg] of [
      ['Paneer Tikka', true],
      ['Chicken Tikka', false],
    ] as const) {
      const d = await admin().inject({
        method: 'POST',
        url: BANQUETS_API.dishes,
        payload: { courseId: starters.id, name, veg },
      });
      expect(d.statusCode).toBe(201);
    }
    const bad = await admin().inject({
      method: 'POST',
      url: BANQUETS_API.dishes,
      payload: { courseId: 99999, name: 'Ghost' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['courseId']);
    const list = await admin().inject({ url: BANQUETS_API.courses });
    expect(list.json().items.map((c: BanquetCourse) => [c.name, c.dishes.length])).toEqual([
      ['Starters', 2],
      ['Desserts', 0],
    ]);
    const inUse = await admin().inject({
      method: 'DELETE',
      url: `${BANQUETS_API.courses}/${starters.id}`,
    });
    expect(inUse.statusCode).toBe(409);
  });

  it('adds a package with course limits; refuses negative limits and money naming fields', async () => {
    const bad = await admin().inject({
      method: 'POST',
      url: BANQUETS_API.packages,
      payload: {
        name: 'Veg Classic',
        costPerGuest: '-5',
        type: 'vegan',
        courses: [{ courseId: starters.id, choose: -1 }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['costPerGuest', 'courses.0.choose', 'type']);
    const res = await admin().inject({
      method: 'POST',
      url: BANQUETS_API.packages,
      payload: {
        name: 'Veg Classic',
        description: 'Four courses',
        costPerGuest: '950',
        type: 'veg',
        courses: [
          { courseId: starters.id, choose: 5 },
          { courseId: desserts.id, choose: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    pkg = res.json<BanquetPackage>();
    expect(pkg).toMatchObject({
      costPerGuest: 95000,
      type: 'veg',
      version: 0,
      courses: [
        { courseId: starters.id, name: 'Starters', choose: 5 },
        { courseId: desserts.id, name: 'Desserts', choose: 1 },
      ],
    });
    const unknown = await admin().inject({
      method: 'POST',
      url: BANQUETS_API.packages,
      payload: {
        name: 'X Menu',
        costPerGuest: 1,
        type: 'veg',
        courses: [{ courseId: 99999, choose: 1 }],
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual(['courses']);
    expect(await audits('banquets.package.create')).toBe(1);
  });

  it('changes a package at the version seen (409 package_changed when stale)', async () => {
    const body = {
      name: 'Veg Classic',
      costPerGuest: '1000',
      type: 'veg',
      courses: [{ courseId: starters.id, choose: 3 }],
    };
    const ok = await admin().inject({
      method: 'PUT',
      url: `${BANQUETS_API.packages}/${pkg.id}`,
      payload: { ...body, version: 0 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ version: 1, costPerGuest: 100000, courses: [{ choose: 3 }] });
    const stale = await admin().inject({
      method: 'PUT',
      url: `${BANQUETS_API.packages}/${pkg.id}`,
      payload: { ...body, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('package_changed');
    const missing = await admin().inject({
      method: 'PUT',
      url: `${BANQUETS_API.packages}/99999`,
      payload: { ...body, version: 0 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('adds add-ons of a package and of all; the public read shows active packages with veg dishes', async () => {
    const own = await admin().inject({
      method: 'POST',
      url: BANQUETS_API.addons,
      payload: {
        packageId: pkg.id,
        name: 'Live Chaat Counter',
        price: '150',
        pricing: 'per_guest',
      },
    });
    expect(own.statusCode).toBe(201);
    const all = await admin().inject({
      method: 'POST',
      url: BANQUETS_API.addons,
      payload: { name: 'Floral Decoration', price: '15000', pricing: 'flat' },
    });
    expect(all.json()).toMatchObject({ packageId: null, price: 1500000, pricing: 'flat' });
    const bad = await admin().inject({
      method: 'POST',
      url: BANQUETS_API.addons,
      payload: { name: 'X', price: '-1', pricing: 'hourly' },
    });
    expect(fields(bad)).toEqual(['name', 'price', 'pricing']);
    const pub = (
      await as('anonymous').inject({ url: BANQUETS_API.publicPackages })
    ).json<PublicBanquetPackages>();
    expect(pub.addons.map((a) => a.name)).toEqual(['Floral Decoration']);
    expect(pub.packages).toEqual([
      expect.objectContaining({
        name: 'Veg Classic',
        costPerGuest: 100000,
        courses: [
          expect.objectContaining({
            name: 'Starters',
            choose: 3,
            dishes: [expect.objectContaining({ name: 'Paneer Tikka' })],
          }),
        ],
        addons: [expect.objectContaining({ name: 'Live Chaat Counter', price: 15000 })],
      }),
    ]);
    const gone = await admin().inject({
      method: 'DELETE',
      url: `${BANQUETS_API.addons}/${all.json().id}`,
    });
    expect(gone.statusCode).toBe(204);
    const after = (
      await as('anonymous').inject({ url: BANQUETS_API.publicPackages })
    ).json<PublicBanquetPackages>();
    expect(after.addons).toEqual([]);
    expect(
      (await admin().inject({ method: 'DELETE', url: `${BANQUETS_API.packages}/${pkg.id}` }))
        .statusCode,
    ).toBe(204);
  });
});

describe('who may use the banquets routes', () => {
  it('refuses every admin route to members, editors and event managers (403) and to anyone signed out (401)', async () => {
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/banquets'));
    expect(routes.length).toBe(31);
    for (const r of routes) {
      expect(r.access, r.url).toEqual(['A']);
      for (const who of ['member', 'editor', 'eventManager', 'anonymous'] as const) {
        const res = await as(who).inject({
          method: r.method as 'GET',
          url: r.url.replace(/:(\w+)/g, '1'),
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${who} ${r.method} ${r.url}`).toBe(who === 'anonymous' ? 401 : 403);
      }
    }
  });

  it('lets anyone read the public halls and packages', async () => {
    for (const who of ['anonymous', 'member', 'editor', 'admin'] as const) {
      expect((await as(who).inject({ url: BANQUETS_API.publicHalls })).statusCode, who).toBe(200);
      expect((await as(who).inject({ url: BANQUETS_API.publicPackages })).statusCode, who).toBe(
        200,
      );
    }
  });
});
