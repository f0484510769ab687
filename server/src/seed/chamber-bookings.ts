import {
  nightsOf,
  type ChamberBookingStatus,
  type ChamberClubCheck,
  type RoomType,
} from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import {
  affiliatedClubs,
  chamberBookingRooms,
  chamberBookings,
  chamberRooms,
} from '../db/schema/index.ts';
import { postLedgerEntry } from '../modules/ledger/index.ts';
import { bookingPeople } from './booking-people.ts';

/*
 * The demo club's chamber bookings (DOMAIN.md "Chambers (rooms)"): M1001 and M1002 with a
 * request waiting, a confirmed stay (rooms assigned, charged), one checked in now, one
 * checked out, one rejected and one cancelled, so the office's requests and the members'
 * lists show every state. Dates from the day the seed runs; no ID proof files (the seed has
 * no storage): the detail shows none.
 */

interface BookingSpec {
  member: 'M1001' | 'M1002';
  type: RoomType;
  from: number;
  to: number;
  status: ChamberBookingStatus;
  rooms: string[];
  guest: string;
  occupants: number;
  reason?: string;
  /** An affiliate-club guest: the club (by name in the list) and its check. */
  club?: { name: string; check: ChamberClubCheck };
}

const SPECS: BookingSpec[] = [
  {
    member: 'M1001',
    type: 'double',
    from: 14,
    to: 16,
    status: 'requested',
    rooms: [],
    guest: 'Arjun Mehta',
    occupants: 2,
  },
  {
    member: 'M1001',
    type: 'single',
    from: 5,
    to: 7,
    status: 'confirmed',
    rooms: ['101'],
    guest: 'Arjun Mehta',
    occupants: 1,
  },
  {
    member: 'M1002',
    type: 'double',
    from: -1,
    to: 2,
    status: 'checked_in',
    rooms: ['202'],
    guest: 'Priya Nair',
    occupants: 2,
  },
  {
    member: 'M1002',
    type: 'suite',
    from: -10,
    to: -8,
    status: 'checked_out',
    rooms: ['S2'],
    guest: 'Priya Nair',
    occupants: 3,
    club: { name: 'Delhi Gymkhana Club', check: 'verified' },
  },
  {
    member: 'M1002',
    type: 'suite',
    from: 21,
    to: 23,
    status: 'requested',
    rooms: [],
    guest: 'Rohan Iyer',
    occupants: 2,
    club: { name: 'Madras Gymkhana Club', check: 'pending' },
  },
  {
    member: 'M1001',
    type: 'suite',
    from: 20,
    to: 21,
    status: 'rejected',
    rooms: [],
    guest: 'Kavita Shah',
    occupants: 2,
    reason: 'The suite is closed for cleaning that night.',
  },
  {
    member: 'M1001',
    type: 'double',
    from: 3,
    to: 4,
    status: 'cancelled',
    rooms: [],
    guest: 'Arjun Mehta',
    occupants: 2,
  },
];

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Seeds the demo bookings (after the rooms, the members and the admin exist). */
export async function seedChamberBookings(tx: DbOrTx, today: string) {
  const people = await bookingPeople(tx);
  const rooms = await tx.select().from(chamberRooms);
  const clubs = await tx.select().from(affiliatedClubs);
  if (!people) return;
  const { admin, memberId } = people;
  const now = new Date();
  for (const s of SPECS) {
    const checkIn = addDays(today, s.from);
    const checkOut = addDays(today, s.to);
    const typeRooms = rooms.filter((r) => r.type === s.type && r.active);
    const club = s.club ? clubs.find((c) => c.name === s.club!.name) : undefined;
    const tariffOf = (r: (typeof rooms)[number]) => (club ? r.guestTariff : r.memberTariff);
    const cheapest = typeRooms.reduce((a, b) => (tariffOf(b) < tariffOf(a) ? b : a));
    const nights = nightsOf(checkIn, checkOut);
    const n = Math.max(1, s.rooms.length);
    const subtotal = nights * n * tariffOf(cheapest);
    const tax = Math.round((subtotal * cheapest.taxRate) / 10_000);
    const decided = s.status !== 'requested' && s.status !== 'cancelled';
    const stayed = s.status === 'checked_in' || s.status === 'checked_out';
    const [b] = await tx
      .insert(chamberBookings)
      .values({
        memberId: memberId(s.member),
        roomType: s.type,
        checkIn,
        checkOut,
        rooms: n,
        occupants: s.occupants,
        guestName: s.guest,
        nationality: 'Indian',
        guestType: club ? 'affiliate' : 'member',
        affiliatedClub: club?.name ?? '',
        affiliatedClubId: club?.id ?? null,
        clubCheck: club ? s.club!.check : 'none',
        clubCheckedAt: club && s.club!.check !== 'pending' ? now : null,
        status: s.status,
        reason: s.reason ?? '',
        nights,
        tariff: tariffOf(cheapest),
        taxRate: cheapest.taxRate,
        tax,
        total: subtotal + tax,
        requestedByMember: memberId(s.member),
        decidedBy: decided ? admin.id : null,
        decidedAt: decided ? now : null,
        cancelledByMember: s.status === 'cancelled' ? memberId(s.member) : null,
        cancelledAt: s.status === 'cancelled' ? now : null,
        checkedInBy: stayed ? admin.id : null,
        checkedInAt: stayed ? now : null,
        checkedOutBy: s.status === 'checked_out' ? admin.id : null,
        checkedOutAt: s.status === 'checked_out' ? now : null,
        version: decided ? 1 + (stayed ? 1 : 0) + (s.status === 'checked_out' ? 1 : 0) : 0,
      })
      .returning();
    for (const number of s.rooms) {
      const room = rooms.find((r) => r.number === number)!;
      await tx
        .insert(chamberBookingRooms)
        .values({ bookingId: b!.id, roomId: room.id, nights: `[${checkIn},${checkOut})` });
    }
    if (s.rooms.length > 0) {
      await postLedgerEntry(tx, {
        memberId: memberId(s.member),
        kind: 'charge',
        source: 'chamber_booking',
        sourceId: String(b!.id),
        text: { key: 'chamber.charge', params: { bookingId: b!.id, checkIn, nights } },
        amount: subtotal + tax,
        taxAmount: tax,
        createdByStaffId: admin.id,
      });
    }
  }
}
