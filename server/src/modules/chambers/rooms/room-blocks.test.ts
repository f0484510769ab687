import { describe, expect, it } from 'vitest';
import { CHAMBERS_API, type RoomBlock } from '@club/contracts';
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
