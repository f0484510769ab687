import {
  translated,
  translatedParam,
  type ClubEvent,
  type EventPhoto,
  type EventStatus,
  type Language,
  type PublicEvent,
  type TournamentType,
} from '@club/contracts';
import type { events } from '../../../db/schema/index.ts';
import { clubMoment } from '../../../lib/club-time.ts';

/* Rows -> contract. */

export type EventRow = typeof events.$inferSelect;

/** The names of an event's category and of its root, in the language read. */
export interface EventNames {
  category: string;
  group: string;
}

const local = (at: Date, timeZone: string) => {
  const m = clubMoment(at, timeZone);
  return `${m.date}T${m.time}`;
};

/**
 * The event's title as a ledger or payment text's param: its words in every language as they
 * are now, so the line reads in its reader's language as it did when posted.
 */
export const titleParam = (row: Pick<EventRow, 'title' | 'translations'>) =>
  translatedParam(row.title, row.translations, 'title');

/** An event as members and the public read it: its own words in `lang` (English as written when blank). */
export function toPublicEvent(
  row: EventRow,
  names: EventNames,
  photos: EventPhoto[],
  placesTaken: number,
  lang: Language,
): PublicEvent {
  const text = (english: string, field: 'title' | 'description' | 'venue') =>
    translated(english, row.translations, lang, field);
  return {
    id: row.id,
    title: text(row.title, 'title'),
    categoryId: row.categoryId,
    category: names.category,
    group: names.group,
    description: text(row.description, 'description'),
    venue: text(row.venue, 'venue'),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    bookingOpensAt: row.bookingOpensAt.toISOString(),
    bookingClosesAt: row.bookingClosesAt.toISOString(),
    status: row.status as EventStatus,
    imageUrl: row.imageUrl,
    invitationUrl: row.invitationUrl,
    capacity: row.capacity,
    placesTaken,
    ticketsPerMember: row.ticketsPerMember,
    member: { allowed: row.memberAllowed, price: row.memberPrice },
    spouse: { allowed: row.spouseAllowed, price: row.spousePrice },
    dependent: { allowed: row.dependentAllowed, price: row.dependentPrice },
    guest: { allowed: row.guestAllowed, price: row.guestPrice },
    buffet: {
      offered: row.buffetOffered,
      vegPrice: row.buffetVegPrice,
      nonVegPrice: row.buffetNonVegPrice,
    },
    tableSizes: row.tableSizes,
    tournamentType: row.tournamentType as TournamentType,
    highlights: {
      description: row.highlightsDescription,
      videoUrl: row.highlightsVideoUrl,
      photos,
    },
  };
}

/** The staff's view: the English words as written, and the editors' translations beside them. */
export function toEvent(
  row: EventRow,
  names: EventNames,
  photos: EventPhoto[],
  placesTaken: number,
  timeZone: string,
): ClubEvent {
  return {
    ...toPublicEvent(row, names, photos, placesTaken, 'en'),
    translations: row.translations,
    waitlistOfferHours: row.waitlistOfferHours,
    version: row.version,
    local: {
      startsAt: local(row.startsAt, timeZone),
      endsAt: local(row.endsAt, timeZone),
      bookingOpensAt: local(row.bookingOpensAt, timeZone),
      bookingClosesAt: local(row.bookingClosesAt, timeZone),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
