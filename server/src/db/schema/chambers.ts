import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CHAMBER_BOOKING_STATUSES,
  CHAMBER_CLUB_CHECKS,
  CHAMBER_GUEST_TYPES,
  CHAMBER_MAX_ROOMS,
  CHAMBER_MAX_CAPACITY,
  CHAMBER_MAX_TARIFF,
  CHAMBER_TAX_RATES,
  DEFAULT_CANCELLATION_POLICIES,
  ROOM_TYPES,
  type CancellationPolicy,
} from '@club/contracts';
import {
  serialId,
  timestampTz,
  money,
  createdAt,
  versioned,
  activeAndSort,
  photoColumns,
  taxAndTotal,
} from './columns.ts';
import { ownerMember, staffRef, requestedAndDecided, cancelledBy } from './people-columns.ts';
import { affiliatedClubs } from './content.ts';
import { inList } from './in-list.ts';
import { staffUsers } from './staff.ts';

/** PostgreSQL's daterange, as its text form '[2026-12-01,2026-12-04)'. */
const dateRange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

/**
 * A room of The Chambers (DOMAIN.md "Chambers (rooms)"): its number on the door, a name, a
 * type, the tariffs of a night for members and for affiliate-club guests (paise, before tax),
 * the GST rate (basis points), how many occupants it sleeps, and whether it is let. `version`
 * moves on with every change (optimistic concurrency: an edit names the version it saw).
 */
export const chamberRooms = pgTable(
  'chamber_rooms',
  {
    id: serialId(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ROOM_TYPES }).notNull(),
    memberTariff: money('member_tariff').notNull(),
    guestTariff: money('guest_tariff').notNull(),
    taxRate: integer('tax_rate').notNull(),
    capacity: integer('capacity').notNull(),
    description: text('description').notNull().default(''),
    ...activeAndSort(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('chamber_rooms_number_uq').on(sql`lower(${t.number})`),
    index('chamber_rooms_type_active_idx').on(t.type, t.active),
    check('chamber_rooms_type_ck', inList(t.type, ROOM_TYPES)),
    check(
      'chamber_rooms_member_tariff_ck',
      sql`${t.memberTariff} >= 0 and ${t.memberTariff} <= ${sql.raw(String(CHAMBER_MAX_TARIFF))}`,
    ),
    check(
      'chamber_rooms_guest_tariff_ck',
      sql`${t.guestTariff} >= 0 and ${t.guestTariff} <= ${sql.raw(String(CHAMBER_MAX_TARIFF))}`,
    ),
    check('chamber_rooms_tax_ck', sql`${t.taxRate} in (${sql.raw(CHAMBER_TAX_RATES.join(','))})`),
    check(
      'chamber_rooms_capacity_ck',
      sql`${t.capacity} between 1 and ${sql.raw(String(CHAMBER_MAX_CAPACITY))}`,
    ),
  ],
);

/** A photo of a room: an upload in the `chambers` storage area, in the order shown. */
export const chamberRoomPhotos = pgTable(
  'chamber_room_photos',
  {
    id: serialId(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chamberRooms.id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (t) => [index('chamber_room_photos_room_idx').on(t.roomId, t.sort, t.id)],
);

/**
 * Nights a room is not let (maintenance): from `from_date` to `to_date`, both included. A room
 * with blocks is not deleted (the foreign key refuses it). Overlapping blocks of one room are
 * refused by the use case under a lock of the room's row.
 */
export const chamberRoomBlocks = pgTable(
  'chamber_room_blocks',
  {
    id: serialId(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chamberRooms.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    addedBy: integer('added_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('chamber_room_blocks_room_idx').on(t.roomId, t.fromDate),
    check('chamber_room_blocks_dates_ck', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

/**
 * A member's request for rooms of a type (DOMAIN.md "Chambers (rooms)"): nights from
 * `check_in` to the day before `check_out`, how many rooms and occupants, the guest, the ID
 * proof (a file in the private `chamber-ids` area), the status, and the price quoted when it
 * was asked (paise: nights x rooms x tariff + tax), charged on confirmation. Who did each step
 * and when is kept beside it. `version` moves on with every change.
 */
export const chamberBookings = pgTable(
  'chamber_bookings',
  {
    id: serialId(),
    memberId: ownerMember(),
    roomType: text('room_type', { enum: ROOM_TYPES }).notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    occupants: integer('occupants').notNull(),
    /** The member stays themselves: the guest is the member (name kept), no ID proof asked. */
    ownStay: boolean('own_stay').notNull().default(false),
    guestName: text('guest_name').notNull(),
    nationality: text('nationality').notNull(),
    guestType: text('guest_type', { enum: CHAMBER_GUEST_TYPES }).notNull(),
    affiliatedClub: text('affiliated_club').notNull().default(''),
    /** The affiliated club asked to verify its guest (its email from the club's list). */
    affiliatedClubId: integer('affiliated_club_id').references(() => affiliatedClubs.id, {
      onDelete: 'set null',
    }),
    /** The affiliated club's check: none, pending, verified, declined (CHAMBER_CLUB_CHECKS). */
    clubCheck: text('club_check', { enum: CHAMBER_CLUB_CHECKS }).notNull().default('none'),
    clubCheckedAt: timestampTz('club_checked_at'),
    idProofKey: text('id_proof_key'),
    status: text('status', { enum: CHAMBER_BOOKING_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull().default(''),
    nights: integer('nights').notNull(),
    tariff: money('tariff').notNull(),
    ...taxAndTotal(),
    ...requestedAndDecided(),
    ...cancelledBy(),
    checkedInBy: staffRef('checked_in_by'),
    checkedInAt: timestampTz('checked_in_at'),
    checkedOutBy: staffRef('checked_out_by'),
    checkedOutAt: timestampTz('checked_out_at'),
    noShowBy: staffRef('no_show_by'),
    noShowAt: timestampTz('no_show_at'),
    /**
     * The cancellation policy in force when the booking was requested (contracts'
     * cancellationPolicySchema): a later change of the settings never changes it.
     */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<CancellationPolicy>()
      .notNull()
      .default(DEFAULT_CANCELLATION_POLICIES.chambers),
    /** A cancelled confirmed booking's refund: days before, percent, minor units, waived. */
    refundDaysBefore: integer('refund_days_before'),
    refundPercent: integer('refund_percent'),
    refundAmount: money('refund_amount'),
    penaltyWaived: boolean('penalty_waived').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('chamber_bookings_member_idx').on(t.memberId, t.checkIn),
    index('chamber_bookings_status_idx').on(t.status, t.checkIn),
    index('chamber_bookings_type_dates_idx').on(t.roomType, t.checkIn, t.checkOut),
    check('chamber_bookings_type_ck', inList(t.roomType, ROOM_TYPES)),
    check('chamber_bookings_status_ck', inList(t.status, CHAMBER_BOOKING_STATUSES)),
    check('chamber_bookings_guest_type_ck', inList(t.guestType, CHAMBER_GUEST_TYPES)),
    check('chamber_bookings_club_check_ck', inList(t.clubCheck, CHAMBER_CLUB_CHECKS)),
    check('chamber_bookings_dates_ck', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'chamber_bookings_rooms_ck',
      sql`${t.rooms} between 1 and ${sql.raw(String(CHAMBER_MAX_ROOMS))}`,
    ),
    check('chamber_bookings_occupants_ck', sql`${t.occupants} >= 1`),
    check('chamber_bookings_money_ck', sql`${t.tariff} >= 0 and ${t.tax} >= 0 and ${t.total} >= 0`),
  ],
);

/**
 * A room assigned to a confirmed booking, for the nights of `nights` (a daterange: the first
 * night included, the check-out day excluded; shrunk on an early check-out). An exclusion
 * constraint (hand-written migration, btree_gist) refuses two active assignments of one room
 * on a common night.
 */
export const chamberBookingRooms = pgTable(
  'chamber_booking_rooms',
  {
    id: serialId(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => chamberBookings.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => chamberRooms.id),
    nights: dateRange('nights').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('chamber_booking_rooms_booking_idx').on(t.bookingId),
    index('chamber_booking_rooms_room_idx').on(t.roomId),
  ],
);
