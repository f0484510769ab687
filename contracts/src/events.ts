import { z } from 'zod';
import { listQuery, pagedResponse } from './lists.ts';
import { parseMajorToMinor } from './money.ts';
import { idSchema, isoMonthSchema, boundedText } from './primitives.ts';
import { translationsSchema } from './translations.ts';
import type { ATTENDEE_KINDS } from './enums.ts';
import { EVENT_STATUSES, TOURNAMENT_TYPES, EVENT_TABLE_SIZES, EVENT_FILE_KINDS } from './enums.ts';

/*
 * Events (DOMAIN.md "Events"): a category tree (Sports and Entertainment, and their children)
 * and the club's events: when and where, the booking window, status, capacity, tickets per
 * member, who may come and at what price (member, spouse, dependents, guests), buffet prices,
 * table sizes, tournament type, the waitlist offer's hours, and after the event its highlights.
 * Money is minor units (paise); 0 is free. Date-times are sent as the club's local
 * 'YYYY-MM-DDTHH:MM' (its time zone, from the settings) and answered as instants (ISO, UTC)
 * with their club-local form for the forms.
 */

export const eventStatusSchema = z.enum(EVENT_STATUSES, { message: 'validation.oneOf' });
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** Where each status may go (a status change names the one it wants). */
export const EVENT_TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  draft: ['published', 'cancelled'],
  published: ['closed', 'cancelled', 'completed'],
  closed: ['published', 'cancelled', 'completed'],
  cancelled: [],
  completed: [],
};

export const tournamentTypeSchema = z.enum(TOURNAMENT_TYPES, { message: 'validation.oneOf' });
export type TournamentType = z.infer<typeof tournamentTypeSchema>;

export type AttendeeKind = (typeof ATTENDEE_KINDS)[number];

/** The highest price of one place or one buffet, ₹1,00,000.00 in paise. */
export const EVENT_MAX_PRICE = 10_000_000;
/** The most places one event has. */
export const EVENT_MAX_CAPACITY = 10_000;
/** The most tickets one member may book. */
export const EVENT_MAX_TICKETS = 50;
/** The most highlight photos of one event. */
export const EVENT_MAX_PHOTOS = 6;
/** The longest a waitlist offer stays open, in hours. */
export const EVENT_MAX_OFFER_HOURS = 168;

const text = boundedText;

const int = (min: number, max: number, message: string = 'validation.number') =>
  z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });

const version = int(0, 2_147_483_647);

/** A price typed in rupees ('1500', '1500.50'), stored in paise; 0 (free) is allowed. */
export const eventPriceSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const minor = parseMajorToMinor(String(v));
  if (minor === null || minor < 0 || minor > EVENT_MAX_PRICE) {
    ctx.addIssue({ code: 'custom', message: 'validation.eventPrice' });
    return z.NEVER;
  }
  return minor;
});

/** A date and time of day in the club's time zone: 'YYYY-MM-DDTHH:MM'. */
export const clubDateTimeSchema = z
  .string()
  .trim()
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, {
    message: 'validation.dateTime',
  });

/** A web address of a video (http or https). */
export const videoUrlSchema = z
  .string()
  .trim()
  .max(500, { message: 'validation.textLong' })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { message: 'validation.url' },
  );

// ---- Categories

/** The longest name of a category (and of its Spanish and German names). */
const CATEGORY_NAME_MAX = 80;
/** The editors' Spanish and German names of a category (blank: read in English). */
export const eventCategoryTranslationsSchema = translationsSchema({ name: CATEGORY_NAME_MAX });

/**
 * A category as members and the public read it: its name in the reader's language (`?lang=`,
 * the editors' translation, else English).
 */
export const publicEventCategorySchema = z.object({
  id: z.number().int(),
  /** Null for the two roots (Sports, Entertainment). */
  parentId: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  /** Events in this category. */
  events: z.number().int(),
});
export type PublicEventCategory = z.infer<typeof publicEventCategorySchema>;

export const publicEventCategoryNodeSchema = publicEventCategorySchema.extend({
  children: z.array(publicEventCategorySchema),
});
export type PublicEventCategoryNode = z.infer<typeof publicEventCategoryNodeSchema>;

/** The active categories in the reader's language: the roots in their order, each with its children. */
export const publicEventCategoryTree = z.object({ items: z.array(publicEventCategoryNodeSchema) });
export type PublicEventCategoryTree = z.infer<typeof publicEventCategoryTree>;

/** The admin's view of a category: its English name and the editors' translations of it. */
export const eventCategorySchema = publicEventCategorySchema.extend({
  translations: eventCategoryTranslationsSchema,
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

export const eventCategoryNodeSchema = eventCategorySchema.extend({
  children: z.array(eventCategorySchema),
});
export type EventCategoryNode = z.infer<typeof eventCategoryNodeSchema>;

/** The whole tree (the admin's): the roots in their order, each with its children. */
export const eventCategoryTree = z.object({ items: z.array(eventCategoryNodeSchema) });
export type EventCategoryTree = z.infer<typeof eventCategoryTree>;

export const eventCategoryRequest = z.object({
  parentId: idSchema.nullable().default(null),
  name: text(2, CATEGORY_NAME_MAX),
  sort: int(0, 9999).default(0),
  active: z.boolean().default(true),
  translations: eventCategoryTranslationsSchema,
});
export type EventCategoryRequest = z.input<typeof eventCategoryRequest>;

// ---- Events

export const eventPhotoSchema = z.object({ id: z.number().int(), url: z.string() });
export type EventPhoto = z.infer<typeof eventPhotoSchema>;

const priceOf = z.object({ allowed: z.boolean(), price: z.number().int() });

/** The longest title, description and venue of an event (and of their translations). */
const EVENT_TITLE_MAX = 120;
const EVENT_DESCRIPTION_MAX = 4000;
const EVENT_VENUE_MAX = 120;
/** The editors' Spanish and German title, description and venue of an event (blank: English). */
export const eventTranslationsSchema = translationsSchema({
  title: EVENT_TITLE_MAX,
  description: EVENT_DESCRIPTION_MAX,
  venue: EVENT_VENUE_MAX,
});

/**
 * What the public and members see of an event: its title, description, venue and category in
 * the reader's language (`?lang=`: the editors' translation, else English).
 */
export const publicEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  /** The category's root (Sports or Entertainment). */
  group: z.string(),
  description: z.string(),
  venue: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bookingOpensAt: z.string(),
  bookingClosesAt: z.string(),
  status: eventStatusSchema,
  imageUrl: z.string().nullable(),
  invitationUrl: z.string().nullable(),
  capacity: z.number().int(),
  /** Places held by live bookings (one per person). */
  placesTaken: z.number().int(),
  ticketsPerMember: z.number().int(),
  member: priceOf,
  spouse: priceOf,
  dependent: priceOf,
  guest: priceOf,
  buffet: z.object({
    offered: z.boolean(),
    vegPrice: z.number().int(),
    nonVegPrice: z.number().int(),
  }),
  tableSizes: z.array(z.number().int()),
  tournamentType: tournamentTypeSchema,
  highlights: z.object({
    description: z.string(),
    videoUrl: z.string().nullable(),
    photos: z.array(eventPhotoSchema),
  }),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/**
 * The admin's view: the public one in English, the editors' translations, the waitlist offer's
 * hours, the version and club-local times.
 */
export const eventSchema = publicEventSchema.extend({
  translations: eventTranslationsSchema,
  waitlistOfferHours: z.number().int(),
  version: z.number().int(),
  /** The four date-times in the club's time zone, 'YYYY-MM-DDTHH:MM' (what the form edits). */
  local: z.object({
    startsAt: z.string(),
    endsAt: z.string(),
    bookingOpensAt: z.string(),
    bookingClosesAt: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClubEvent = z.infer<typeof eventSchema>;

const allowedPrice = z.object({ allowed: z.boolean(), price: eventPriceSchema });

/** The details of an event (everything but status, image, invitation and highlights). */
const eventFields = z.object({
  title: text(2, EVENT_TITLE_MAX),
  categoryId: idSchema,
  description: z
    .string()
    .trim()
    .max(EVENT_DESCRIPTION_MAX, { message: 'validation.textLong' })
    .default(''),
  venue: text(2, EVENT_VENUE_MAX),
  translations: eventTranslationsSchema,
  startsAt: clubDateTimeSchema,
  endsAt: clubDateTimeSchema,
  bookingOpensAt: clubDateTimeSchema,
  bookingClosesAt: clubDateTimeSchema,
  capacity: int(1, EVENT_MAX_CAPACITY, 'validation.eventCapacity'),
  ticketsPerMember: int(1, EVENT_MAX_TICKETS, 'validation.eventTickets'),
  member: allowedPrice,
  spouse: allowedPrice,
  dependent: allowedPrice,
  guest: allowedPrice,
  buffet: z.object({
    offered: z.boolean(),
    vegPrice: eventPriceSchema,
    nonVegPrice: eventPriceSchema,
  }),
  tableSizes: z
    .array(
      z.coerce
        .number({ message: 'validation.oneOf' })
        .refine((v) => (EVENT_TABLE_SIZES as readonly number[]).includes(v), {
          message: 'validation.oneOf',
        }),
    )
    .max(EVENT_TABLE_SIZES.length, { message: 'validation.tooMany' })
    .default([])
    .transform((v) => [...new Set(v)].sort((a, b) => a - b)),
  tournamentType: tournamentTypeSchema.default('none'),
  waitlistOfferHours: int(1, EVENT_MAX_OFFER_HOURS).default(24),
});

/** Whether two date-times are both well-formed (else only their own errors are told). */
const both = (a: string, b: string) =>
  clubDateTimeSchema.safeParse(a).success && clubDateTimeSchema.safeParse(b).success;

type Times = { startsAt: string; endsAt: string; bookingOpensAt: string; bookingClosesAt: string };
/** The order of an event's times: it ends after it starts, booking closes after it opens and by the end. */
const inOrder = <T extends z.ZodType<Times>>(schema: T) =>
  schema
    .refine((v) => !both(v.startsAt, v.endsAt) || v.endsAt > v.startsAt, {
      message: 'validation.eventEnds',
      path: ['endsAt'],
    })
    .refine(
      (v) => !both(v.bookingOpensAt, v.bookingClosesAt) || v.bookingClosesAt > v.bookingOpensAt,
      {
        message: 'validation.bookingCloses',
        path: ['bookingClosesAt'],
      },
    )
    .refine((v) => !both(v.bookingClosesAt, v.endsAt) || v.bookingClosesAt <= v.endsAt, {
      message: 'validation.bookingAfterEvent',
      path: ['bookingClosesAt'],
    });

export const eventRequest = inOrder(eventFields);
export type EventRequest = z.input<typeof eventRequest>;

/** A change of an event's details at the version it was loaded at. */
export const eventUpdateRequest = inOrder(eventFields.extend({ version }));
export type EventUpdateRequest = z.input<typeof eventUpdateRequest>;

export const eventStatusRequest = z.object({ status: eventStatusSchema, version });
export type EventStatusRequest = z.input<typeof eventStatusRequest>;

export const eventHighlightsRequest = z.object({
  description: z.string().trim().max(4000, { message: 'validation.textLong' }).default(''),
  videoUrl: videoUrlSchema.nullable().default(null),
  version,
});
export type EventHighlightsRequest = z.input<typeof eventHighlightsRequest>;

export const eventFileParams = z.object({
  id: idSchema,
  kind: z.enum(EVENT_FILE_KINDS, { message: 'validation.oneOf' }),
});
export const eventPhotoParams = z.object({ id: idSchema, photoId: idSchema });

/** The admin list (server-paged, searched, filtered). */
export const eventListQuery = listQuery.extend({
  status: eventStatusSchema.optional(),
  categoryId: idSchema.optional(),
  /** Events that start in this month (the club's time zone). */
  month: isoMonthSchema.optional(),
  sortBy: z.enum(['startsAt', 'title', 'status', 'capacity']).optional(),
});
export type EventListQuery = z.input<typeof eventListQuery>;
export const eventPage = pagedResponse(eventSchema);

/** The public list: published, closed and completed events (the web splits upcoming and past). */
export const publicEventList = z.object({ items: z.array(publicEventSchema) });
export type PublicEventList = z.infer<typeof publicEventList>;
