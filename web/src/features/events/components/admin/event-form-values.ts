import {
  clubDateTimeSchema,
  EVENT_MAX_CAPACITY,
  EVENT_MAX_OFFER_HOURS,
  EVENT_MAX_TICKETS,
  eventPriceSchema,
  eventTranslationsSchema,
  formatAmountInput,
  isoDateSchema,
  timeOfDaySchema,
  tournamentTypeSchema,
  type ClubEvent,
  type EventRequest,
  type TournamentType,
} from '@club/contracts';
import { z } from 'zod';
import {
  translationValues,
  type TranslationValues,
} from '../../../../components/translation-fields';

/*
 * The event form's values: flat (each field one input), the date-times as a date and a time
 * of day at the club, the prices as typed in the reader's format, the editors' Spanish and
 * German title, description and venue under `translations`. `eventRequestOf` makes the
 * request; the server's field names map back onto the form's with `formFieldOf`.
 */

export interface EventFormValues extends Record<string, unknown> {
  title: string;
  categoryId: string | null;
  description: string;
  venue: string;
  /** The Spanish and German title, description and venue ('' = read in English). */
  translations: TranslationValues<TranslatedEventField>;
  startsDate: string | null;
  startsTime: string;
  endsDate: string | null;
  endsTime: string;
  opensDate: string | null;
  opensTime: string;
  closesDate: string | null;
  closesTime: string;
  capacity: number | string;
  ticketsPerMember: number | string;
  memberAllowed: boolean;
  memberPrice: string;
  spouseAllowed: boolean;
  spousePrice: string;
  dependentAllowed: boolean;
  dependentPrice: string;
  guestAllowed: boolean;
  guestPrice: string;
  buffetOffered: boolean;
  buffetVegPrice: string;
  buffetNonVegPrice: string;
  tableSizes: string[];
  tournamentType: TournamentType;
  waitlistOfferHours: number | string;
}

/** The event's words the editors translate. */
export const TRANSLATED_EVENT_FIELDS = ['title', 'description', 'venue'] as const;
export type TranslatedEventField = (typeof TRANSLATED_EVENT_FIELDS)[number];

export const PRICE_FIELDS = [
  'memberPrice',
  'spousePrice',
  'dependentPrice',
  'guestPrice',
  'buffetVegPrice',
  'buffetNonVegPrice',
] as const;

const int = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { message: min <= 1 ? 'validation.required' : 'validation.textShort' })
    .max(max, { message: 'validation.textLong' });

const dateOf = isoDateSchema.nullable().refine((v) => v !== null, { message: 'validation.date' });

const at = (date: string | null, time: string) => `${date ?? ''}T${time}`;
const valid = (v: string) => clubDateTimeSchema.safeParse(v).success;

/** What the form checks, with the contracts' rules and messages. */
export const eventFormSchema = z
  .object({
    title: text(2, 120),
    categoryId: z.string({ message: 'validation.required' }).min(1, 'validation.required'),
    description: z.string().trim().max(4000, { message: 'validation.textLong' }),
    venue: text(2, 120),
    translations: eventTranslationsSchema,
    startsDate: dateOf,
    startsTime: timeOfDaySchema,
    endsDate: dateOf,
    endsTime: timeOfDaySchema,
    opensDate: dateOf,
    opensTime: timeOfDaySchema,
    closesDate: dateOf,
    closesTime: timeOfDaySchema,
    capacity: int(1, EVENT_MAX_CAPACITY, 'validation.eventCapacity'),
    ticketsPerMember: int(1, EVENT_MAX_TICKETS, 'validation.eventTickets'),
    memberPrice: eventPriceSchema,
    spousePrice: eventPriceSchema,
    dependentPrice: eventPriceSchema,
    guestPrice: eventPriceSchema,
    buffetVegPrice: eventPriceSchema,
    buffetNonVegPrice: eventPriceSchema,
    tournamentType: tournamentTypeSchema,
    waitlistOfferHours: int(1, EVENT_MAX_OFFER_HOURS, 'validation.number'),
  })
  .refine(
    (v) => {
      const [s, e] = [at(v.startsDate, v.startsTime), at(v.endsDate, v.endsTime)];
      return !valid(s) || !valid(e) || e > s;
    },
    { message: 'validation.eventEnds', path: ['endsDate'] },
  )
  .refine(
    (v) => {
      const [o, c] = [at(v.opensDate, v.opensTime), at(v.closesDate, v.closesTime)];
      return !valid(o) || !valid(c) || c > o;
    },
    { message: 'validation.bookingCloses', path: ['closesDate'] },
  )
  .refine(
    (v) => {
      const [c, e] = [at(v.closesDate, v.closesTime), at(v.endsDate, v.endsTime)];
      return !valid(c) || !valid(e) || c <= e;
    },
    { message: 'validation.bookingAfterEvent', path: ['closesDate'] },
  );

const split = (local: string | undefined): [string | null, string] =>
  local ? [local.slice(0, 10), local.slice(11, 16)] : [null, ''];

/** The form's values for an event (null: a new one), prices in the locale's format. */
export function eventFormValues(e: ClubEvent | null, locale?: string): EventFormValues {
  const [startsDate, startsTime] = split(e?.local.startsAt);
  const [endsDate, endsTime] = split(e?.local.endsAt);
  const [opensDate, opensTime] = split(e?.local.bookingOpensAt);
  const [closesDate, closesTime] = split(e?.local.bookingClosesAt);
  const money = (minor: number | undefined) => (e ? formatAmountInput(minor ?? 0, locale) : '0');
  return {
    title: e?.title ?? '',
    categoryId: e ? String(e.categoryId) : null,
    description: e?.description ?? '',
    venue: e?.venue ?? '',
    translations: translationValues(TRANSLATED_EVENT_FIELDS, e?.translations),
    startsDate,
    startsTime: startsTime || '19:00',
    endsDate,
    endsTime: endsTime || '23:00',
    opensDate,
    opensTime: opensTime || '10:00',
    closesDate,
    closesTime: closesTime || '18:00',
    capacity: e?.capacity ?? 100,
    ticketsPerMember: e?.ticketsPerMember ?? 4,
    memberAllowed: e?.member.allowed ?? true,
    memberPrice: money(e?.member.price),
    spouseAllowed: e?.spouse.allowed ?? true,
    spousePrice: money(e?.spouse.price),
    dependentAllowed: e?.dependent.allowed ?? true,
    dependentPrice: money(e?.dependent.price),
    guestAllowed: e?.guest.allowed ?? false,
    guestPrice: money(e?.guest.price),
    buffetOffered: e?.buffet.offered ?? false,
    buffetVegPrice: money(e?.buffet.vegPrice),
    buffetNonVegPrice: money(e?.buffet.nonVegPrice),
    tableSizes: (e?.tableSizes ?? []).map(String),
    tournamentType: e?.tournamentType ?? 'none',
    waitlistOfferHours: e?.waitlistOfferHours ?? 24,
  };
}

/** The request the form's (checked) values make; onSubmit's prices are plain ("4500.50"). */
export function eventRequestOf(v: EventFormValues): EventRequest {
  return {
    title: v.title,
    categoryId: Number(v.categoryId),
    description: v.description,
    venue: v.venue,
    translations: v.translations,
    startsAt: at(v.startsDate, v.startsTime),
    endsAt: at(v.endsDate, v.endsTime),
    bookingOpensAt: at(v.opensDate, v.opensTime),
    bookingClosesAt: at(v.closesDate, v.closesTime),
    capacity: Number(v.capacity),
    ticketsPerMember: Number(v.ticketsPerMember),
    member: { allowed: v.memberAllowed, price: v.memberPrice.trim() },
    spouse: { allowed: v.spouseAllowed, price: v.spousePrice.trim() },
    dependent: { allowed: v.dependentAllowed, price: v.dependentPrice.trim() },
    guest: { allowed: v.guestAllowed, price: v.guestPrice.trim() },
    buffet: {
      offered: v.buffetOffered,
      vegPrice: v.buffetVegPrice.trim(),
      nonVegPrice: v.buffetNonVegPrice.trim(),
    },
    tableSizes: v.tableSizes.map(Number),
    tournamentType: v.tournamentType,
    waitlistOfferHours: Number(v.waitlistOfferHours),
  };
}

const SERVER_FIELDS: Record<string, string> = {
  startsAt: 'startsDate',
  endsAt: 'endsDate',
  bookingOpensAt: 'opensDate',
  bookingClosesAt: 'closesDate',
  'member.price': 'memberPrice',
  'spouse.price': 'spousePrice',
  'dependent.price': 'dependentPrice',
  'guest.price': 'guestPrice',
  'buffet.vegPrice': 'buffetVegPrice',
  'buffet.nonVegPrice': 'buffetNonVegPrice',
};

/** The form's field of a field the server names ('member.price' -> 'memberPrice'). */
export const formFieldOf = (field: string) =>
  SERVER_FIELDS[field] ?? (field.startsWith('tableSizes') ? 'tableSizes' : field);
