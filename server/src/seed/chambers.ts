import { eq } from 'drizzle-orm';
import type { RoomType } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { staffUsers } from '../db/schema/index.ts';
import { clubMoment } from '../lib/club-time.ts';
import { seedChamberBookings } from './chamber-bookings.ts';
import { createChamberRoom, createRoomBlock } from './chambers-factories.ts';

/*
 * The demo club's Chambers (DOMAIN.md "Chambers (rooms)"): twelve rooms in three types, with
 * tariffs of a night (paise, before tax) as Indian members' clubs charge them, members' lower
 * than affiliate-club guests'. GST on a room is 12 % up to ₹7,500 a night and 18 % above
 * (the rates of hotel accommodation). One room is out of letting, and two are blocked for
 * maintenance in the coming weeks (dates from the day the seed runs).
 */

interface RoomSpec {
  number: string;
  name: string;
  type: RoomType;
  member: number;
  guest: number;
  capacity: number;
  description: string;
  active?: boolean;
}

const rupees = (n: number) => n * 100;

const SINGLE = 'A single room with a queen bed, a work desk, tea and coffee, and a shower.';
const DOUBLE = 'A double room with a king bed or twin beds, a sitting corner and a bathtub.';

export const DEMO_ROOMS: RoomSpec[] = [
  ...['101', '102', '103', '104', '105', '106'].map((number, i) => ({
    number,
    name: `Pavilion Single ${number}`,
    type: 'single' as const,
    member: rupees(i < 4 ? 2500 : 2800),
    guest: rupees(i < 4 ? 3800 : 4200),
    capacity: 1,
    description: i < 4 ? SINGLE : `${SINGLE} Overlooks the cricket ground.`,
    active: number !== '106',
  })),
  ...['201', '202', '203', '204'].map((number, i) => ({
    number,
    name: `Garden Double ${number}`,
    type: 'double' as const,
    member: rupees(i < 2 ? 4200 : 4800),
    guest: rupees(i < 2 ? 6200 : 6800),
    capacity: i < 2 ? 2 : 3,
    description: i < 2 ? DOUBLE : `${DOUBLE} Sleeps a child on an extra bed.`,
  })),
  {
    number: 'S1',
    name: 'Heritage Suite',
    type: 'suite',
    member: rupees(7500),
    guest: rupees(11000),
    capacity: 4,
    description:
      'Bedroom, living room and a balcony over the lawns; the colonial furniture of the old club house.',
  },
  {
    number: 'S2',
    name: 'Presidential Suite',
    type: 'suite',
    member: rupees(9500),
    guest: rupees(14000),
    capacity: 4,
    description:
      'Two bedrooms, a dining room and a pantry, on the top floor with a view of the pool.',
  },
];

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Seeds the rooms and two blocks (needs the admin, who added them). */
export async function seedChambers(tx: DbOrTx, opts: { timeZone: string; now?: Date }) {
  const [admin] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.code, 'admin'));
  const today = clubMoment(opts.now ?? new Date(), opts.timeZone).date;
  const rooms = new Map<string, number>();
  for (const [i, spec] of DEMO_ROOMS.entries()) {
    const row = await createChamberRoom(tx, {
      number: spec.number,
      name: spec.name,
      type: spec.type,
      memberTariff: spec.member,
      guestTariff: spec.guest,
      taxRate: spec.member > rupees(7500) ? 1800 : 1200,
      capacity: spec.capacity,
      description: spec.description,
      photos: ['images/chambers.svg'],
      active: spec.active ?? true,
      sort: (i + 1) * 10,
    });
    rooms.set(spec.number, row.id);
  }
  if (!admin) return;
  await createRoomBlock(tx, {
    roomId: rooms.get('103')!,
    from: addDays(today, 9),
    to: addDays(today, 11),
    reason: 'Bathroom retiling',
    addedBy: admin.id,
  });
  await createRoomBlock(tx, {
    roomId: rooms.get('S1')!,
    from: addDays(today, 20),
    to: addDays(today, 20),
    reason: 'Deep cleaning of the carpets',
    addedBy: admin.id,
  });
  // Bookings by the demo members in every state (after the rooms and the blocks).
  await seedChamberBookings(tx, today);
}
