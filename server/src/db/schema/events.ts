import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  EVENT_BOOKING_STATUSES,
  EVENT_BOOKING_WHO,
  EVENT_PAYMENT_METHODS,
  EVENT_MAX_CAPACITY,
  EVENT_MAX_OFFER_HOURS,
  EVENT_MAX_PRICE,
  EVENT_MAX_TICKETS,
  EVENT_STATUSES,
  EVENT_TABLE_SIZES,
  EVENT_WAITLIST_STATUSES,
  TOURNAMENT_TYPES,
  type EventBookingDependent,
  type EventGuest,
  type EventPriceLine,
  type Translations,
} from '@club/contracts';
import { serialId, timestampTz, money, timestamps, versioned, photoColumns } from './columns.ts';
import { ownerMember, memberRef, staffRef } from './people-columns.ts';
import { inList } from './in-list.ts';

/**
 * The events' category tree (DOMAIN.md "Events"): the roots (parent null: Sports,
 * Entertainment) and their children. A category with events is not deleted (the foreign key
 * of `events` refuses it), nor one with children.
 */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: serialId(),
    parentId: integer('parent_id').references((): AnyPgColumn => eventCategories.id),
    name: text('name').notNull(),
    /** The editors' Spanish and German texts of its name (blank: read in English). */
    translations: jsonb('translations').$type<Translations<'name'>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('event_categories_name_uq').on(
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('event_categories_parent_idx').on(t.parentId, t.sort),
    check(
      'event_categories_not_own_parent_ck',
      sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`,
    ),
  ],
);

const price = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const priceCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} >= 0 and ${column} <= ${sql.raw(String(EVENT_MAX_PRICE))}`);

/**
 * An event: when and where, the booking window, status, image and invitation, capacity and
 * tickets per member, who may come (member, spouse, dependents, guests: each allowed or not,
 * with its price in paise, 0 = free), buffet prices, the table sizes offered, the tournament
 * type, how long a waitlist offer stays open, and after the event its highlights. `version`
 * moves on with every change (an edit names the version it saw).
 */
export const events = pgTable(
  'events',
  {
    id: serialId(),
    title: text('title').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => eventCategories.id),
    description: text('description').notNull().default(''),
    venue: text('venue').notNull(),
    /** The editors' Spanish and German texts of its title, description and venue (blank: read in English). */
    translations: jsonb('translations')
      .$type<Translations<'title' | 'description' | 'venue'>>()
      .notNull()
      .default({}),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    bookingOpensAt: timestampTz('booking_opens_at').notNull(),
    bookingClosesAt: timestampTz('booking_closes_at').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    imageUrl: text('image_url'),
    invitationUrl: text('invitation_url'),
    capacity: integer('capacity').notNull(),
    ticketsPerMember: integer('tickets_per_member').notNull().default(1),
    memberAllowed: boolean('member_allowed').notNull().default(true),
    memberPrice: price('member_price'),
    spouseAllowed: boolean('spouse_allowed').notNull().default(true),
    spousePrice: price('spouse_price'),
    dependentAllowed: boolean('dependent_allowed').notNull().default(true),
    dependentPrice: price('dependent_price'),
    guestAllowed: boolean('guest_allowed').notNull().default(false),
    guestPrice: price('guest_price'),
    buffetOffered: boolean('buffet_offered').notNull().default(false),
    buffetVegPrice: price('buffet_veg_price'),
    buffetNonVegPrice: price('buffet_non_veg_price'),
    tableSizes: integer('table_sizes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tournamentType: text('tournament_type', { enum: TOURNAMENT_TYPES }).notNull().default('none'),
    waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(24),
    highlightsDescription: text('highlights_description').notNull().default(''),
    highlightsVideoUrl: text('highlights_video_url'),
    /**
     * Places held by live bookings (booked, confirmed): raised by a booking under the event's
     * row lock with a conditional update (`places_taken + heads <= capacity`), lowered by a
     * cancellation in the same transaction.
     */
    placesTaken: integer('places_taken').notNull().default(0),
    ...versioned(),
  },
  (t) => [
    check('events_places_taken_ck', sql`${t.placesTaken} >= 0`),
    index('events_starts_idx').on(t.startsAt),
    index('events_status_starts_idx').on(t.status, t.startsAt),
    index('events_category_idx').on(t.categoryId),
    check('events_status_ck', inList(t.status, EVENT_STATUSES)),
    check('events_tournament_ck', inList(t.tournamentType, TOURNAMENT_TYPES)),
    check('events_ends_after_starts_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_booking_window_ck', sql`${t.bookingClosesAt} > ${t.bookingOpensAt}`),
    check(
      'events_capacity_ck',
      sql`${t.capacity} between 1 and ${sql.raw(String(EVENT_MAX_CAPACITY))}`,
    ),
    check(
      'events_tickets_ck',
      sql`${t.ticketsPerMember} between 1 and ${sql.raw(String(EVENT_MAX_TICKETS))}`,
    ),
    check(
      'events_offer_hours_ck',
      sql`${t.waitlistOfferHours} between 1 and ${sql.raw(String(EVENT_MAX_OFFER_HOURS))}`,
    ),
    check(
      'events_table_sizes_ck',
      sql`${t.tableSizes} <@ array[${sql.raw(EVENT_TABLE_SIZES.join(','))}]::integer[]`,
    ),
    priceCheck('events_member_price_ck', t.memberPrice),
    priceCheck('events_spouse_price_ck', t.spousePrice),
    priceCheck('events_dependent_price_ck', t.dependentPrice),
    priceCheck('events_guest_price_ck', t.guestPrice),
    priceCheck('events_buffet_veg_price_ck', t.buffetVegPrice),
    priceCheck('events_buffet_non_veg_price_ck', t.buffetNonVegPrice),
  ],
);

/** A highlight photo of an event (at most EVENT_MAX_PHOTOS), in the order shown. */
export const eventHighlightPhotos = pgTable(
  'event_highlight_photos',
  {
    id: serialId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (t) => [index('event_highlight_photos_event_idx').on(t.eventId, t.sort, t.id)],
);

/**
 * A member's booking of an event: who of the household comes, dependents (a snapshot of the
 * member's record) and guests, buffets, the table asked for and the staff's reply, the partner
 * for doubles, comments; `heads` places taken (one per person), the price lines and total in
 * paise (charged on account when booked); status and who did each step; `version` moves on
 * with every change.
 */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: serialId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    memberId: ownerMember(),
    who: text('who', { enum: EVENT_BOOKING_WHO }).notNull(),
    dependents: jsonb('dependents').$type<EventBookingDependent[]>().notNull().default([]),
    guests: jsonb('guests').$type<EventGuest[]>().notNull().default([]),
    buffetVeg: integer('buffet_veg').notNull().default(0),
    buffetNonVeg: integer('buffet_non_veg').notNull().default(0),
    tableSize: integer('table_size'),
    tableReply: text('table_reply').notNull().default(''),
    tableRepliedAt: timestampTz('table_replied_at'),
    tableRepliedBy: staffRef('table_replied_by'),
    partner: text('partner').notNull().default(''),
    comments: text('comments').notNull().default(''),
    heads: integer('heads').notNull(),
    lines: jsonb('lines').$type<EventPriceLine[]>().notNull().default([]),
    total: money('total').notNull(),
    paymentMethod: text('payment_method', { enum: EVENT_PAYMENT_METHODS })
      .notNull()
      .default('account'),
    status: text('status', { enum: EVENT_BOOKING_STATUSES }).notNull().default('booked'),
    reason: text('reason').notNull().default(''),
    attended: boolean('attended'),
    attendanceAt: timestampTz('attendance_at'),
    attendanceBy: staffRef('attendance_by'),
    bookedByMember: memberRef('booked_by_member'),
    bookedByStaff: staffRef('booked_by_staff'),
    confirmedAt: timestampTz('confirmed_at'),
    confirmedBy: staffRef('confirmed_by'),
    cancelledAt: timestampTz('cancelled_at'),
    cancelledByMember: memberRef('cancelled_by_member'),
    cancelledByStaff: staffRef('cancelled_by_staff'),
    ...versioned(),
  },
  (t) => [
    index('event_bookings_event_idx').on(t.eventId, t.status),
    index('event_bookings_member_idx').on(t.memberId, t.createdAt),
    check('event_bookings_status_ck', inList(t.status, EVENT_BOOKING_STATUSES)),
    check('event_bookings_who_ck', inList(t.who, EVENT_BOOKING_WHO)),
    check('event_bookings_payment_ck', inList(t.paymentMethod, EVENT_PAYMENT_METHODS)),
    check('event_bookings_heads_ck', sql`${t.heads} >= 1`),
    check('event_bookings_total_ck', sql`${t.total} >= 0`),
    check('event_bookings_buffets_ck', sql`${t.buffetVeg} >= 0 and ${t.buffetNonVeg} >= 0`),
  ],
);

/**
 * A household's place in an event's waitlist (one entry for the whole party): the booking's
 * fields, its heads and price (nothing charged while waiting). The line's order is the id's
 * (entries are written under the event's row lock, so in arrival order). An offered entry
 * holds its heads in `events.places_taken` until it is booked, declined or expires at
 * `offer_expires_at`. One entry still in line (waiting, offered) per member and event.
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    id: serialId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    memberId: ownerMember(),
    who: text('who', { enum: EVENT_BOOKING_WHO }).notNull(),
    dependents: jsonb('dependents').$type<EventBookingDependent[]>().notNull().default([]),
    guests: jsonb('guests').$type<EventGuest[]>().notNull().default([]),
    buffetVeg: integer('buffet_veg').notNull().default(0),
    buffetNonVeg: integer('buffet_non_veg').notNull().default(0),
    tableSize: integer('table_size'),
    partner: text('partner').notNull().default(''),
    comments: text('comments').notNull().default(''),
    heads: integer('heads').notNull(),
    lines: jsonb('lines').$type<EventPriceLine[]>().notNull().default([]),
    total: money('total').notNull(),
    paymentMethod: text('payment_method', { enum: EVENT_PAYMENT_METHODS })
      .notNull()
      .default('account'),
    status: text('status', { enum: EVENT_WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredAt: timestampTz('offered_at'),
    offerExpiresAt: timestampTz('offer_expires_at'),
    bookingId: integer('booking_id').references(() => eventBookings.id),
    joinedByMember: memberRef('joined_by_member'),
    joinedByStaff: staffRef('joined_by_staff'),
    closedAt: timestampTz('closed_at'),
    ...versioned(),
  },
  (t) => [
    index('event_waitlist_event_idx').on(t.eventId, t.status, t.id),
    index('event_waitlist_member_idx').on(t.memberId, t.createdAt),
    index('event_waitlist_offer_idx').on(t.status, t.offerExpiresAt),
    uniqueIndex('event_waitlist_live_uq')
      .on(t.eventId, t.memberId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check('event_waitlist_status_ck', inList(t.status, EVENT_WAITLIST_STATUSES)),
    check('event_waitlist_who_ck', inList(t.who, EVENT_BOOKING_WHO)),
    check('event_waitlist_payment_ck', inList(t.paymentMethod, EVENT_PAYMENT_METHODS)),
    check('event_waitlist_heads_ck', sql`${t.heads} >= 1`),
    check('event_waitlist_total_ck', sql`${t.total} >= 0`),
    check(
      'event_waitlist_offer_ck',
      sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`,
    ),
  ],
);
