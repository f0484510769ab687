import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CHAMBER_MAX_CAPACITY,
  CHAMBER_MAX_TARIFF,
  CHAMBER_TAX_RATES,
  ROOM_TYPES,
} from '@club/contracts';
import { inList } from './in-list.ts';
import { staffUsers } from './staff.ts';

/**
 * A room of The Chambers (DOMAIN.md "Chambers (rooms)"): its number on the door, a name, a
 * type, the tariffs of a night for members and for affiliate-club guests (paise, before tax),
 * the GST rate (basis points), how many occupants it sleeps, and whether it is let. `version`
 * moves on with every change (optimistic concurrency: an edit names the version it saw).
 */
export const chamberRooms = pgTable(
  'chamber_rooms',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ROOM_TYPES }).notNull(),
    memberTariff: bigint('member_tariff', { mode: 'number' }).notNull(),
    guestTariff: bigint('guest_tariff', { mode: 'number' }).notNull(),
    taxRate: integer('tax_rate').notNull(),
    capacity: integer('capacity').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chamberRooms.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chamberRooms.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    addedBy: integer('added_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chamber_room_blocks_room_idx').on(t.roomId, t.fromDate),
    check('chamber_room_blocks_dates_ck', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
