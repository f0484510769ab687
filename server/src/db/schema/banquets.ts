import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BANQUET_ADDON_PRICINGS,
  BANQUET_BOOKING_STATUSES,
  BANQUET_HOLDING_STATUSES,
  BANQUET_MAX_VALET,
  BANQUET_SESSIONS_OF_DAY,
  type BanquetBooking,
  type BanquetLine,
  type BanquetMenuCourse,
  type CancellationPolicy,
  BANQUET_MAX_CAPACITY,
  BANQUET_MAX_MONEY,
  BANQUET_PACKAGE_TYPES,
  BANQUET_TAX_RATES,
} from '@club/contracts';
import {
  serialId,
  timestampTz,
  money,
  versioned,
  activeAndSort,
  photoColumns,
  taxAndTotal,
} from './columns.ts';
import { ownerMember, staffRef, requestedAndDecided, cancelledBy } from './people-columns.ts';
import { inList } from './in-list.ts';

const MAX = sql.raw(String(BANQUET_MAX_MONEY));

/**
 * A banquet hall (DOMAIN.md "Banquet halls"): its capacity, the hire and the electricity of a
 * 4-hour and an 8-hour session, the projector, music and valet (per driver) costs (paise,
 * before tax), the GST rate (basis points) and whether it is let. `version` moves on with every
 * change. A hall a booking names will not be deleted (the bookings' foreign key refuses it).
 */
export const banquetHalls = pgTable(
  'banquet_halls',
  {
    id: serialId(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    cost4h: money('cost_4h').notNull(),
    cost8h: money('cost_8h').notNull(),
    electricity4h: money('electricity_4h').notNull(),
    electricity8h: money('electricity_8h').notNull(),
    projectorCost: money('projector_cost').notNull(),
    musicCost: money('music_cost').notNull(),
    valetCost: money('valet_cost').notNull(),
    taxRate: integer('tax_rate').notNull(),
    description: text('description').notNull().default(''),
    ...activeAndSort(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('banquet_halls_name_uq').on(sql`lower(${t.name})`),
    check(
      'banquet_halls_capacity_ck',
      sql`${t.capacity} between 1 and ${sql.raw(String(BANQUET_MAX_CAPACITY))}`,
    ),
    check(
      'banquet_halls_money_ck',
      sql`${t.cost4h} between 0 and ${MAX} and ${t.cost8h} between 0 and ${MAX}
        and ${t.electricity4h} between 0 and ${MAX} and ${t.electricity8h} between 0 and ${MAX}
        and ${t.projectorCost} between 0 and ${MAX} and ${t.musicCost} between 0 and ${MAX}
        and ${t.valetCost} between 0 and ${MAX}`,
    ),
    check('banquet_halls_tax_ck', sql`${t.taxRate} in (${sql.raw(BANQUET_TAX_RATES.join(','))})`),
  ],
);

/** A photo of a hall: an upload in the `banquets` storage area, in the order shown. */
export const banquetHallPhotos = pgTable(
  'banquet_hall_photos',
  {
    id: serialId(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => banquetHalls.id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (t) => [index('banquet_hall_photos_hall_idx').on(t.hallId, t.sort, t.id)],
);

/** A course of the banquet menus: starters, veg dishes, breads, desserts... */
export const banquetCourses = pgTable(
  'banquet_courses',
  {
    id: serialId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('banquet_courses_name_uq').on(sql`lower(${t.name})`)],
);

/** A dish of a course. A course with dishes is not deleted (the foreign key refuses it). */
export const banquetDishes = pgTable(
  'banquet_dishes',
  {
    id: serialId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => banquetCourses.id),
    name: text('name').notNull(),
    veg: boolean('veg').notNull().default(true),
    ...activeAndSort(),
  },
  (t) => [index('banquet_dishes_course_idx').on(t.courseId, t.sort, t.id)],
);

/** A menu package priced per guest (paise, before tax), veg or non-veg. */
export const banquetPackages = pgTable(
  'banquet_packages',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    costPerGuest: money('cost_per_guest').notNull(),
    type: text('type', { enum: BANQUET_PACKAGE_TYPES }).notNull(),
    ...activeAndSort(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('banquet_packages_name_uq').on(sql`lower(${t.name})`),
    check('banquet_packages_type_ck', inList(t.type, BANQUET_PACKAGE_TYPES)),
    check('banquet_packages_cost_ck', sql`${t.costPerGuest} between 0 and ${MAX}`),
  ],
);

/** How many dishes a guest list of a package may choose from a course. */
export const banquetPackageCourses = pgTable(
  'banquet_package_courses',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => banquetPackages.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => banquetCourses.id),
    choose: integer('choose').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.courseId] }),
    index('banquet_package_courses_course_idx').on(t.courseId),
    check('banquet_package_courses_choose_ck', sql`${t.choose} >= 0`),
  ],
);

/** An add-on of one package, or of every package (package_id null): per guest or flat. */
export const banquetAddons = pgTable(
  'banquet_addons',
  {
    id: serialId(),
    packageId: integer('package_id').references(() => banquetPackages.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    price: money('price').notNull(),
    pricing: text('pricing', { enum: BANQUET_ADDON_PRICINGS }).notNull(),
    ...activeAndSort(),
  },
  (t) => [
    index('banquet_addons_package_idx').on(t.packageId),
    check('banquet_addons_pricing_ck', inList(t.pricing, BANQUET_ADDON_PRICINGS)),
    check('banquet_addons_price_ck', sql`${t.price} between 0 and ${MAX}`),
  ],
);

const HOLDING = sql.raw(BANQUET_HOLDING_STATUSES.map((s) => `'${s}'`).join(','));

/**
 * A member's booking of a hall for a date and a session (morning or evening, 4 hours; the full
 * day, 8 hours, takes both). The price is quoted when asked (its lines, subtotal, the hall's GST
 * and total kept), the menu (the package and the dishes chosen per course) and add-ons copied,
 * and the club's cancellation policy in force copied. One live booking per hall, date and slot:
 * two partial unique indexes (the morning slot, the evening slot), each over the sessions that
 * take it, for the statuses that hold a slot, so a full day collides with either half.
 */
export const banquetBookings = pgTable(
  'banquet_bookings',
  {
    id: serialId(),
    memberId: ownerMember(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => banquetHalls.id),
    date: date('date', { mode: 'string' }).notNull(),
    session: text('session', { enum: BANQUET_SESSIONS_OF_DAY }).notNull(),
    hours: integer('hours').notNull(),
    guests: integer('guests').notNull(),
    finalGuests: integer('final_guests'),
    projector: boolean('projector').notNull().default(false),
    music: boolean('music').notNull().default(false),
    valetDrivers: integer('valet_drivers').notNull().default(0),
    comments: text('comments').notNull().default(''),
    packageId: integer('package_id')
      .notNull()
      .references(() => banquetPackages.id),
    packageName: text('package_name').notNull(),
    costPerGuest: money('cost_per_guest').notNull(),
    menu: jsonb('menu').$type<BanquetMenuCourse[]>().notNull(),
    addons: jsonb('addons').$type<BanquetBooking['addons']>().notNull(),
    lines: jsonb('lines').$type<BanquetLine[]>().notNull(),
    subtotal: money('subtotal').notNull(),
    ...taxAndTotal(),
    policy: jsonb('policy').$type<CancellationPolicy>().notNull(),
    status: text('status', { enum: BANQUET_BOOKING_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull().default(''),
    advance: money('advance'),
    advanceDueOn: date('advance_due_on', { mode: 'string' }),
    /** When the advance was paid by card (its payment: purpose 'banquet_advance'). */
    advancePaidAt: timestampTz('advance_paid_at'),
    finalTotal: money('final_total'),
    balance: money('balance'),
    refund: money('refund'),
    ...requestedAndDecided(),
    guestsSetBy: staffRef('guests_set_by'),
    guestsSetAt: timestampTz('guests_set_at'),
    completedBy: staffRef('completed_by'),
    completedAt: timestampTz('completed_at'),
    ...cancelledBy(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('banquet_bookings_morning_uq')
      .on(t.hallId, t.date)
      .where(sql`status in (${HOLDING}) and session in ('morning', 'full_day')`),
    uniqueIndex('banquet_bookings_evening_uq')
      .on(t.hallId, t.date)
      .where(sql`status in (${HOLDING}) and session in ('evening', 'full_day')`),
    index('banquet_bookings_member_idx').on(t.memberId, t.date),
    index('banquet_bookings_status_idx').on(t.status, t.date),
    index('banquet_bookings_package_idx').on(t.packageId),
    check('banquet_bookings_status_ck', inList(t.status, BANQUET_BOOKING_STATUSES)),
    check('banquet_bookings_session_ck', inList(t.session, BANQUET_SESSIONS_OF_DAY)),
    check(
      'banquet_bookings_hours_ck',
      sql`(${t.session} = 'full_day' and ${t.hours} = 8) or (${t.session} <> 'full_day' and ${t.hours} = 4)`,
    ),
    check(
      'banquet_bookings_guests_ck',
      sql`${t.guests} >= 1 and (${t.finalGuests} is null or ${t.finalGuests} >= 1)`,
    ),
    check(
      'banquet_bookings_valet_ck',
      sql`${t.valetDrivers} between 0 and ${sql.raw(String(BANQUET_MAX_VALET))}`,
    ),
    check(
      'banquet_bookings_money_ck',
      sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.total} >= 0
        and (${t.advance} is null or ${t.advance} between 0 and ${t.total})
        and (${t.refund} is null or ${t.refund} >= 0)`,
    ),
  ],
);
