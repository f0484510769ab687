import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { createChamberRoom, createRoomBlock } from '../../src/seed/chambers-factories.ts';
import { CHAMBERS_API, type Room } from '@club/contracts';
import type { As } from '../fixtures.ts';
import type { TestApp } from '../helpers.ts';
import { startStaffApp } from './staff-app.ts';

/*
 * The chambers tests' app: three rooms (a single with a block of three nights, a double, an
 * inactive suite), an admin, an editor, an event manager and a member signed in, and the
 * club's clock on 2026-11-24 (Asia/Kolkata).
 */
export let t: TestApp;
export let as: As;
export const rooms = {} as { single: number; double: number; suite: number; block: number };
export const TODAY = '2026-11-24';

export function useChambersApp() {
  beforeAll(async () => {
    ({ t, as } = await startStaffApp({ today: TODAY }));
    const db = t.app.ctx.db;
    const single = await createChamberRoom(db, {
      number: '101',
      name: 'Pavilion Single',
      type: 'single',
      memberTariff: 250000,
      guestTariff: 380000,
      sort: 10,
    });
    const double = await createChamberRoom(db, {
      number: '201',
      name: 'Garden Double',
      type: 'double',
      memberTariff: 420000,
      guestTariff: 620000,
      capacity: 3,
      description: 'Overlooks the lawns',
      photos: ['images/chambers.svg'],
      sort: 20,
    });
    const suite = await createChamberRoom(db, {
      number: 'S1',
      name: 'Heritage Suite',
      type: 'suite',
      memberTariff: 750000,
      guestTariff: 1100000,
      active: false,
      sort: 30,
    });
    const admin = await db.execute(sql`select id from staff_users where code = 'admin'`);
    const block = await createRoomBlock(db, {
      roomId: single.id,
      from: '2026-12-05',
      to: '2026-12-07',
      reason: 'Bathroom retiling',
      addedBy: (admin.rows[0] as { id: number }).id,
    });
    Object.assign(rooms, {
      single: single.id,
      double: double.id,
      suite: suite.id,
      block: block.id,
    });
  });
  afterAll(() => t.close());
}

/** The fields of a room the admin adds (a tower double unless told). */
export const roomBody = (over: Record<string, unknown> = {}) => ({
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

/** A room as the admin reads it. */
export const roomOf = async (id: number) =>
  (await as('admin').inject({ url: `${CHAMBERS_API.rooms}/${id}` })).json<Room>();
