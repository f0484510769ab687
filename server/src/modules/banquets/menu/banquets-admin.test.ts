import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANQUETS_API,
  type BanquetCourse,
  type BanquetHall,
  type BanquetPackage,
  type PublicBanquetHalls,
  type PublicBanquetPackages,
} from '@club/contracts';
import { multipart, PNG, signInAs, type As } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';

let t: TestApp;
let as: As;
beforeAll(async () => {
  t = await createTestApp();
  as = await signInAs(t, ['member', 'admin', 'editor', 'eventManager']);
});
afterAll(() => t.close());

const admin = () => as('admin');
const H = BANQUETS_API.halls;
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
const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();

const hallBody = (over: Record<string, unknown> = {}) => ({
  name: 'Crystal Hall',
  capacity: 300,
  cost4h: '45000',
  cost8h: '80000.50',
  electricity4h: '5000',
  electricity8h: '9000',
  projectorCost: '2500',
  musicCost: '6000',
  valetCost: '500',
  taxRate: 1800,
  description: 'Chandeliers and a dance floor',
  ...over,
});

describe('banquet halls (banquet/ManageBanquets)', () => {
  let hall: BanquetHall;

  it('adds a hall with its costs typed in rupees, stored in paise, audited', async () => {
    const res = await admin().inject({ method: 'POST', url: H, payload: hallBody() });
    expect(res.statusCode).toBe(201);
    hall = res.json<BanquetHall>();
    expect(hall).toMatchObject({
      name: 'Crystal Hall',
      capacity: 300,
      cost4h: 4500000,
      cost8h: 8000050,
      valetCost: 50000,
      taxRate: 1800,
      active: true,
      version: 0,
      photos: [],
    });
    expect(await audits('banquets.hall.create')).toBe(1);
    const list = await admin().inject({ url: H });
    expect(list.json().items.map((h: BanquetHall) => h.name)).toEqual(['Crystal Hall']);
  });

  it('refuses bad input naming the fields, a taken name, an unknown hall', async () => {
    const bad = await admin().inject({
      method: 'POST',
      url: H,
      payload: hallBody({ name: '', capacity: 5001, cost4h: '-1', musicCost: 'abc', taxRate: 7 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['capacity', 'cost4h', 'musicCost', 'name', 'taxRate']);
    const zero = await admin().inject({
      method: 'POST',
      url: H,
      payload: hallBody({ capacity: 0 }),
    });
    expect(fields(zero)).toEqual(['capacity']);
    const taken = await admin().inject({
      method: 'POST',
      url: H,
      payload: hallBody({ name: 'crystal hall' }),
    });
    expect(taken.statusCode).toBe(409);
    expect((await admin().inject({ url: `${H}/99999` })).statusCode).toBe(404);
    const missing = await admin().inject({
      method: 'PUT',
      url: `${H}/99999`,
      payload: { ...hallBody(), version: 0 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes a hall at the version seen; a stale version answers 409 hall_changed', async () => {
    const ok = await admin().inject({
      method: 'PUT',
      url: `${H}/${hall.id}`,
      payload: { ...hallBody({ capacity: 320 }), version: hall.version },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ capacity: 320, version: 1 });
    const stale = await admin().inject({
      method: 'PUT',
      url: `${H}/${hall.id}`,
      payload: { ...hallBody({ capacity: 10 }), version: hall.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('hall_changed');
    const off = await admin().inject({
      method: 'PUT',
      url: `${H}/${hall.id}/active`,
      payload: { active: false, version: 1 },
    });
    expect(off.json()).toMatchObject({ active: false, version: 2 });
    const pub = await as('anonymous').inject({ url: BANQUETS_API.publicHalls });
    expect(pub.json<PublicBanquetHalls>().halls).toEqual([]);
    const on = await admin().inject({
      method: 'PUT',
      url: `${H}/${hall.id}/active`,
      payload: { active: true, version: 2 },
    });
    hall = on.json<BanquetHall>();
    expect(await audits('banquets.hall.deactivate')).toBe(1);
  });

  it('adds photos checked by their bytes, shows them publicly, removes them', async () => {
    const ok = await admin().inject({
      method: 'POST',
      url: `${H}/${hall.id}/photos`,
      ...multipart({ files: [{ name: 'hall.png', type: 'image/png', data: PNG }] }),
    });
    expect(ok.statusCode).toBe(201);
    const after = ok.json<BanquetHall>();
    expect(after.version).toBe(hall.version + 1);
    const photo = after.photos[0]!;
    expect(photo.url).toMatch(/^\/api\/files\/banquets\/[0-9a-f-]{36}\.png$/);
    expect((await as('anonymous').inject({ url: photo.url })).statusCode).toBe(200);
    const fake = await admin().inject({
      method: 'POST',
      url: `${H}/${hall.id}/photos`,
      ...multipart({
        files: [{ name: 'x.png', type: 'image/png', data: '<svg onload=alert(1)>' }],
      }),
    });
    expect(fake.statusCode).toBe(415);
    const pub = await as('anonymous').inject({ url: BANQUETS_API.publicHalls });
    expect(pub.json<PublicBanquetHalls>().halls).toEqual([
      expect.objectContaining({
        name: 'Crystal Hall',
        capacity: 320,
        cost4h: 4500000,
        photos: [photo.url],
      }),
    ]);
    const removed = await admin().inject({
      method: 'DELETE',
      url: `${H}/${hall.id}/photos/${photo.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toEqual([]);
    expect((await as('anonymous').inject({ url: photo.url })).statusCode).toBe(404);
  });

  it('deletes a hall (audited); again answers 404', async () => {
    const extra = await admin().inject({
      method: 'POST',
      url: H,
      payload: hallBody({ name: 'Board Room', capacity: 40 }),
    });
    const id = extra.json<BanquetHall>().id;
    expect((await admin().inject({ method: 'DELETE', url: `${H}/${id}` })).statusCode).toBe(204);
    expect((await admin().inject({ method: 'DELETE', url: `${H}/${id}` })).statusCode).toBe(404);
    expect(await audits('banquets.hall.delete')).toBe(1);
  });
});

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
