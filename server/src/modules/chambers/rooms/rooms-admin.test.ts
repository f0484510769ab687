import { describe, expect, it } from 'vitest';
import { CHAMBERS_API, type Room } from '@club/contracts';
import { multipart, PNG } from '../../../../test/fixtures.ts';
import {
  as,
  roomBody,
  roomOf as get,
  rooms,
  t,
  useChambersApp,
} from '../../../../test/support/chambers.ts';
import { countAudits, errorFields as fields } from '../../../../test/support/staff-app.ts';

useChambersApp();

const admin = () => as('admin');
const R = CHAMBERS_API.rooms;
const audits = (action: string) => countAudits(t, action);

describe('rooms (chamber/ManageRooms)', () => {
  it('adds a room with its tariffs typed in rupees, stored in paise, audited', async () => {
    const res = await admin().inject({ method: 'POST', url: R, payload: roomBody() });
    expect(res.statusCode).toBe(201);
    expect(res.json<Room>()).toMatchObject({
      number: '301',
      type: 'double',
      memberTariff: 450050,
      guestTariff: 650000,
      taxRate: 1200,
      capacity: 2,
      active: true,
      version: 0,
      photos: [],
      upcomingBlocks: 0,
    });
    expect(await audits('chambers.room.create')).toBe(1);
    const free = await admin().inject({
      method: 'POST',
      url: R,
      payload: roomBody({ number: '302', memberTariff: '0', guestTariff: 0 }),
    });
    expect(free.json()).toMatchObject({ memberTariff: 0, guestTariff: 0 });
  });

  it('lists rooms searched, filtered by type and active, sorted and paged on the server', async () => {
    const all = await admin().inject({ url: `${R}?sortBy=number&pageSize=2` });
    expect(all.json()).toMatchObject({ pageSize: 2, pageIndex: 0 });
    expect(all.json().total).toBeGreaterThanOrEqual(3);
    expect(all.json().items.map((r: Room) => r.number)).toEqual(['101', '201']);
    const suites = await admin().inject({ url: `${R}?type=suite` });
    expect(suites.json().items.map((r: Room) => r.number)).toEqual(['S1']);
    const inactive = await admin().inject({ url: `${R}?active=false` });
    expect(inactive.json().items.map((r: Room) => r.number)).toEqual(['S1']);
    const searched = await admin().inject({ url: `${R}?term=lawns` });
    expect(searched.json().items.map((r: Room) => r.number)).toEqual(['201']);
    const byTariff = await admin().inject({
      url: `${R}?sortBy=memberTariff&sortDir=desc&pageSize=1`,
    });
    expect(byTariff.json().items[0].number).toBe('S1');
    const detail = await get(rooms.single);
    expect(detail).toMatchObject({ number: '101', upcomingBlocks: 1 });
    const bad = await admin().inject({ url: `${R}?type=villa&active=maybe&sortBy=colour` });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['active', 'sortBy', 'type']);
  });

  it('changes a room at the version seen; a stale version answers 409 room_changed', async () => {
    const room = await get(rooms.double);
    const body = roomBody({
      number: '201',
      name: 'Garden Double (renovated)',
      capacity: 3,
      version: room.version,
    });
    const ok = await admin().inject({ method: 'PUT', url: `${R}/${room.id}`, payload: body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      name: 'Garden Double (renovated)',
      version: room.version + 1,
    });
    const stale = await admin().inject({ method: 'PUT', url: `${R}/${room.id}`, payload: body });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json().code).toBe('room_changed');
    expect((await get(room.id)).version).toBe(room.version + 1);
    expect(await audits('chambers.room.update')).toBe(1);
  });

  it('settles two admins saving the same version at once: one wins, the other is told', async () => {
    const room = await get(rooms.double);
    const [a, b] = await Promise.all(
      ['Garden Double A', 'Garden Double B'].map((name) =>
        admin().inject({
          method: 'PUT',
          url: `${R}/${room.id}`,
          payload: roomBody({ number: '201', name, version: room.version }),
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    expect((await get(room.id)).version).toBe(room.version + 1);
  });

  it('refuses a room number another room has, whatever its case', async () => {
    const res = await admin().inject({
      method: 'POST',
      url: R,
      payload: roomBody({ number: 's1' }),
    });
    expect(res.statusCode).toBe(409);
    expect(fields(res)).toEqual(['number']);
  });

  it('refuses bad input naming every failing field, storing nothing', async () => {
    const before = (await admin().inject({ url: R })).json().total;
    const cases: [Record<string, unknown>, string][] = [
      [{ number: '' }, 'number'],
      [{ number: 'room 1' }, 'number'],
      [{ number: '12345678901' }, 'number'],
      [{ name: 'x' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ type: 'villa' }, 'type'],
      [{ memberTariff: '-1' }, 'memberTariff'],
      [{ memberTariff: '12.345' }, 'memberTariff'],
      [{ memberTariff: 'abc' }, 'memberTariff'],
      [{ guestTariff: '100000.01' }, 'guestTariff'],
      [{ taxRate: 700 }, 'taxRate'],
      [{ capacity: 0 }, 'capacity'],
      [{ capacity: 11 }, 'capacity'],
      [{ capacity: 1.5 }, 'capacity'],
      [{ description: 'x'.repeat(1001) }, 'description'],
      [{ active: 'yes' }, 'active'],
      [{ sort: -1 }, 'sort'],
    ];
    for (const [over, field] of cases) {
      const res = await admin().inject({ method: 'POST', url: R, payload: roomBody(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fields(res), JSON.stringify(over)).toContain(field);
    }
    const many = await admin().inject({ method: 'POST', url: R, payload: {} });
    expect(fields(many)).toEqual([
      'capacity',
      'guestTariff',
      'memberTariff',
      'name',
      'number',
      'taxRate',
      'type',
    ]);
    const noVersion = await admin().inject({
      method: 'PUT',
      url: `${R}/${rooms.double}`,
      payload: roomBody(),
    });
    expect(fields(noVersion)).toEqual(['version']);
    expect((await admin().inject({ url: R })).json().total).toBe(before);
  });

  it('answers 404 for a room that does not exist, on every route', async () => {
    const id = 999999;
    const calls = [
      admin().inject({ url: `${R}/${id}` }),
      admin().inject({ method: 'PUT', url: `${R}/${id}`, payload: roomBody({ version: 0 }) }),
      admin().inject({
        method: 'PUT',
        url: `${R}/${id}/active`,
        payload: { active: false, version: 0 },
      }),
      admin().inject({ method: 'DELETE', url: `${R}/${id}` }),
      admin().inject({ url: `${R}/${id}/blocks` }),
      admin().inject({
        method: 'POST',
        url: `${R}/${id}/blocks`,
        payload: { from: '2026-12-20', to: '2026-12-21', reason: 'Painting' },
      }),
      admin().inject({ method: 'DELETE', url: `${R}/${id}/blocks/1` }),
      admin().inject({ method: 'DELETE', url: `${R}/${id}/photos/1` }),
      admin().inject({
        method: 'POST',
        url: `${R}/${id}/photos`,
        ...multipart({ files: [{ name: 'room.png', type: 'image/png', data: PNG }] }),
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await admin().inject({ url: `${R}/abc` })).statusCode).toBe(400);
  });

  it('deactivates and reactivates a room at the version seen', async () => {
    const room = await get(rooms.double);
    const off = await admin().inject({
      method: 'PUT',
      url: `${R}/${room.id}/active`,
      payload: { active: false, version: room.version },
    });
    expect(off.json()).toMatchObject({ active: false, version: room.version + 1 });
    const stale = await admin().inject({
      method: 'PUT',
      url: `${R}/${room.id}/active`,
      payload: { active: true, version: room.version },
    });
    expect(stale.statusCode).toBe(409);
    const on = await admin().inject({
      method: 'PUT',
      url: `${R}/${room.id}/active`,
      payload: { active: true, version: room.version + 1 },
    });
    expect(on.json().active).toBe(true);
    expect(await audits('chambers.room.deactivate')).toBe(1);
    expect(await audits('chambers.room.activate')).toBe(1);
  });

  it('adds photos checked by their bytes, served to anyone, and removes them', async () => {
    const room = await get(rooms.double);
    const ok = await admin().inject({
      method: 'POST',
      url: `${R}/${room.id}/photos`,
      ...multipart({ files: [{ name: 'room.png', type: 'image/png', data: PNG }] }),
    });
    expect(ok.statusCode).toBe(201);
    const after = ok.json<Room>();
    expect(after.photos).toHaveLength(room.photos.length + 1);
    expect(after.version).toBe(room.version + 1);
    const photo = after.photos.at(-1)!;
    expect(photo.url).toMatch(/^\/api\/files\/chambers\/[0-9a-f-]{36}\.png$/);
    const served = await as('anonymous').inject({ url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const fake = await admin().inject({
      method: 'POST',
      url: `${R}/${room.id}/photos`,
      ...multipart({
        files: [{ name: 'x.png', type: 'image/png', data: '<svg onload=alert(1)>' }],
      }),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.headers['content-type']).toContain('application/problem+json');
    const none = await admin().inject({
      method: 'POST',
      url: `${R}/${room.id}/photos`,
      ...multipart({ fields: { other: 'x' } }),
    });
    expect(none.statusCode).toBe(400);

    const removed = await admin().inject({
      method: 'DELETE',
      url: `${R}/${room.id}/photos/${photo.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos.map((p: { id: number }) => p.id)).not.toContain(photo.id);
    expect((await as('anonymous').inject({ url: photo.url })).statusCode).toBe(404);
    const again = await admin().inject({
      method: 'DELETE',
      url: `${R}/${room.id}/photos/${photo.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(await audits('chambers.room.photo_add')).toBe(1);
    expect(await audits('chambers.room.photo_remove')).toBe(1);
  });
});
