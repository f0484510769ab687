import { describe, expect, it } from 'vitest';
import { BANQUETS_API, type BanquetHall, type PublicBanquetHalls } from '@club/contracts';
import { multipart, PNG } from '../../../../test/fixtures.ts';
import {
  as,
  countAudits,
  errorFields as fields,
  t,
  useStaffApp,
} from '../../../../test/support/staff-app.ts';

useStaffApp();

const admin = () => as('admin');
const H = BANQUETS_API.halls;
const audits = (action: string) => countAudits(t, action);

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
