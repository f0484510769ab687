import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAMBERS_API, type Room, type RoomBlock } from '@club/contracts';
import { multipart, PNG } from '../../../../test/fixtures.ts';
import { as, rooms, t, useChambersApp } from '../../../../test/support/chambers.ts';

useChambersApp();

const admin = () => as('admin');
const R = CHAMBERS_API.rooms;
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

const roomBody = (over: Record<string, unknown> = {}) => ({
  number: '301',
  name: 'Tower Double',
  type: 'double',
  memberTariff: '4500.50',
  guestTariff: '6500',
  taxRate: 1200,
  capacity: 2,
  description: 'A double room in the tower',
  ...over,
});

const get = async (id: number) => (await admin().inject({ url: `${R}/${id}` })).json<Room>();
const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();

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

describe('blocked dates (maintenance)', () => {
  const B = (id: number) => `${R}/${id}/blocks`;

  it('lists, adds and lifts blocks, recording who added each', async () => {
    const list = await admin().inject({ url: B(rooms.single) });
    expect(list.json().items).toMatchObject([
      { from: '2026-12-05', to: '2026-12-07', reason: 'Bathroom retiling' },
    ]);
    const added = await admin().inject({
      method: 'POST',
      url: B(rooms.single),
      payload: { from: '2026-12-08', to: '2026-12-08', reason: 'Painting' },
    });
    expect(added.statusCode).toBe(201);
    const block = added.json<RoomBlock>();
    expect(block).toMatchObject({ from: '2026-12-08', to: '2026-12-08', roomId: rooms.single });
    expect(block.addedBy).toBeTruthy();
    expect((await get(rooms.single)).upcomingBlocks).toBe(2);
    const lifted = await admin().inject({
      method: 'DELETE',
      url: `${B(rooms.single)}/${block.id}`,
    });
    expect(lifted.statusCode).toBe(204);
    const again = await admin().inject({ method: 'DELETE', url: `${B(rooms.single)}/${block.id}` });
    expect(again.statusCode).toBe(404);
    // A block of one room is not found through another.
    const other = await admin().inject({
      method: 'DELETE',
      url: `${B(rooms.double)}/${rooms.block}`,
    });
    expect(other.statusCode).toBe(404);
    expect(await audits('chambers.block.create')).toBe(1);
    expect(await audits('chambers.block.delete')).toBe(1);
  });

  it('refuses a block overlapping another of the same room (inclusive dates), not of another room', async () => {
    for (const [from, to] of [
      ['2026-12-07', '2026-12-09'],
      ['2026-12-01', '2026-12-05'],
      ['2026-12-06', '2026-12-06'],
      ['2026-12-01', '2026-12-31'],
    ]) {
      const res = await admin().inject({
        method: 'POST',
        url: B(rooms.single),
        payload: { from, to, reason: 'Overlap' },
      });
      expect(res.statusCode, `${from}..${to}`).toBe(409);
      expect(fields(res)).toEqual(['from']);
    }
    const elsewhere = await admin().inject({
      method: 'POST',
      url: B(rooms.double),
      payload: { from: '2026-12-05', to: '2026-12-07', reason: 'Same dates, other room' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('settles two admins blocking the same nights at once: one block is kept', async () => {
    const res = await Promise.all(
      [1, 2].map(() =>
        admin().inject({
          method: 'POST',
          url: B(rooms.suite),
          payload: { from: '2027-01-10', to: '2027-01-12', reason: 'Air conditioning' },
        }),
      ),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await admin().inject({ url: B(rooms.suite) })).json().items).toHaveLength(1);
  });

  it('refuses dates that are not valid, in the past, reversed or too long', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2026-02-30' }, 'from'],
      [{ from: 'tomorrow' }, 'from'],
      [{ to: '' }, 'to'],
      [{ from: '2026-12-20', to: '2026-12-19' }, 'to'],
      [{ from: '2026-11-23', to: '2026-11-25' }, 'from'],
      [{ from: '2026-12-20', to: '2028-01-01' }, 'to'],
      [{ reason: '' }, 'reason'],
      [{ reason: 'x'.repeat(201) }, 'reason'],
    ];
    for (const [over, field] of cases) {
      const res = await admin().inject({
        method: 'POST',
        url: B(rooms.double),
        payload: { from: '2026-12-20', to: '2026-12-21', reason: 'Painting', ...over },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fields(res), JSON.stringify(over)).toContain(field);
    }
    const today = await admin().inject({
      method: 'POST',
      url: B(rooms.double),
      payload: { from: '2026-11-24', to: '2026-11-24', reason: 'Leak in the ceiling' },
    });
    expect(today.statusCode).toBe(201);
  });
});

describe('deleting a room', () => {
  it('refuses a room with blocked dates, saying why, and deletes one without', async () => {
    const refused = await admin().inject({ method: 'DELETE', url: `${R}/${rooms.single}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/Room 101 has 1 blocked period: remove it first/);
    const made = await admin().inject({
      method: 'POST',
      url: R,
      payload: roomBody({ number: '999' }),
    });
    const id = made.json().id as number;
    const photo = await admin().inject({
      method: 'POST',
      url: `${R}/${id}/photos`,
      ...multipart({ files: [{ name: 'room.png', type: 'image/png', data: PNG }] }),
    });
    const url = photo.json().photos[0].url as string;
    expect((await admin().inject({ method: 'DELETE', url: `${R}/${id}` })).statusCode).toBe(204);
    expect((await admin().inject({ url: `${R}/${id}` })).statusCode).toBe(404);
    expect((await as('anonymous').inject({ url })).statusCode).toBe(404);
    expect(await audits('chambers.room.delete')).toBe(1);
  });
});

describe('the public read of room types', () => {
  it('answers active rooms by type with tariffs from, capacity and photos', async () => {
    const res = await as('anonymous').inject({ url: CHAMBERS_API.roomTypes });
    expect(res.statusCode).toBe(200);
    const types = res.json().types as { type: string; rooms: number; photos: string[] }[];
    // The suite is inactive: its type is not offered.
    expect(types.map((x) => x.type)).toEqual(['single', 'double']);
    expect(types[0]).toMatchObject({
      type: 'single',
      memberTariffFrom: 250000,
      guestTariffFrom: 380000,
      capacity: 1,
      photos: [],
    });
    expect(types[1]!.photos).toContain('images/chambers.svg');
  });
});
