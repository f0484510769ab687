import type { EventStatus, TournamentType, Translations } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { eventCategories, eventHighlightPhotos, events } from '../db/schema/index.ts';

/*
 * Event factories: the demo seed's events and the tests' events are made the same way.
 * Prices are minor units (paise); 0 is free.
 */

export async function createEventCategory(
  db: DbOrTx,
  input: {
    name: string;
    parentId?: number | null;
    sort?: number;
    active?: boolean;
    /** Its Spanish and German names (none: read in English). */
    translations?: Translations<'name'>;
  },
) {
  const [row] = await db
    .insert(eventCategories)
    .values({
      name: input.name,
      parentId: input.parentId ?? null,
      sort: input.sort ?? 0,
      active: input.active ?? true,
      translations: input.translations ?? {},
    })
    .returning();
  return row!;
}

export interface EventInput {
  title: string;
  categoryId: number;
  startsAt: Date;
  /** Three hours after the start unless told. */
  endsAt?: Date;
  /** Thirty days before the start unless told. */
  bookingOpensAt?: Date;
  /** A day before the start unless told. */
  bookingClosesAt?: Date;
  status?: EventStatus;
  description?: string;
  venue?: string;
  /** Its Spanish and German title, description and venue (none: read in English). */
  translations?: Translations<'title' | 'description' | 'venue'>;
  imageUrl?: string | null;
  capacity?: number;
  ticketsPerMember?: number;
  /** Prices in paise; a kind left out is not allowed (but the member, free by default). */
  prices?: Partial<Record<'member' | 'spouse' | 'dependent' | 'guest', number>>;
  buffet?: { veg: number; nonVeg: number };
  tableSizes?: number[];
  tournamentType?: TournamentType;
  /** How long a waitlist offer stays open (24 h unless told). */
  waitlistOfferHours?: number;
  highlights?: { description: string; videoUrl?: string | null; photos?: string[] };
}

const HOUR = 3_600_000;

export async function createEvent(db: DbOrTx, input: EventInput) {
  const p = input.prices ?? { member: 0 };
  const [row] = await db
    .insert(events)
    .values({
      title: input.title,
      categoryId: input.categoryId,
      description: input.description ?? '',
      venue: input.venue ?? 'Club lawns',
      translations: input.translations ?? {},
      startsAt: input.startsAt,
      endsAt: input.endsAt ?? new Date(input.startsAt.getTime() + 3 * HOUR),
      bookingOpensAt: input.bookingOpensAt ?? new Date(input.startsAt.getTime() - 30 * 24 * HOUR),
      bookingClosesAt: input.bookingClosesAt ?? new Date(input.startsAt.getTime() - 24 * HOUR),
      status: input.status ?? 'published',
      imageUrl: input.imageUrl ?? null,
      capacity: input.capacity ?? 100,
      ticketsPerMember: input.ticketsPerMember ?? 4,
      memberAllowed: p.member !== undefined,
      memberPrice: p.member ?? 0,
      spouseAllowed: p.spouse !== undefined,
      spousePrice: p.spouse ?? 0,
      dependentAllowed: p.dependent !== undefined,
      dependentPrice: p.dependent ?? 0,
      guestAllowed: p.guest !== undefined,
      guestPrice: p.guest ?? 0,
      buffetOffered: input.buffet !== undefined,
      buffetVegPrice: input.buffet?.veg ?? 0,
      buffetNonVegPrice: input.buffet?.nonVeg ?? 0,
      tableSizes: input.tableSizes ?? [],
      tournamentType: input.tournamentType ?? 'none',
      waitlistOfferHours: input.waitlistOfferHours ?? 24,
      highlightsDescription: input.highlights?.description ?? '',
      highlightsVideoUrl: input.highlights?.videoUrl ?? null,
    })
    .returning();
  for (const [i, url] of (input.highlights?.photos ?? []).entries()) {
    await db.insert(eventHighlightPhotos).values({ eventId: row!.id, url, sort: (i + 1) * 10 });
  }
  return row!;
}
