import type {
  ClubEvent,
  EventPhoto,
  EventStatus,
  PublicEvent,
  TournamentType,
} from '@club/contracts';
import type { events } from '../../db/schema/index.ts';
import { clubMoment } from '../../lib/club-time.ts';

/* Rows -> contract. */

export type EventRow = typeof events.$inferSelect;

export interface EventNames {
  category: string;
  group: string;
}

const local = (at: Date, timeZone: string) => {
  const m = clubMoment(at, timeZone);
  return `${m.date}T${m.time}`;
};

export function toPublicEvent(
  row: EventRow,
  names: EventNames,
  photos: EventPhoto[],
  placesTaken: number,
): PublicEvent {
  return {
    id: row.id,
    title: row.title,
    categoryId: row.categoryId,
    category: names.category,
    group: names.group,
    description: row.description,
    venue: row.venue,
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

export function toEvent(
  row: EventRow,
  names: EventNames,
  photos: EventPhoto[],
  placesTaken: number,
  timeZone: string,
): ClubEvent {
  return {
    ...toPublicEvent(row, names, photos, placesTaken),
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
