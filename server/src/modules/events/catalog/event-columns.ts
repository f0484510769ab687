import { eq } from 'drizzle-orm';
import type { eventRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { eventCategories } from '../../../db/schema/index.ts';
import { badField } from '../../../lib/errors.ts';
import { clubTimeZone, instantOf } from './event-store.ts';

export type EventInput = z.output<typeof eventRequest>;

/** The columns of an event's details, its times as instants in the club's time zone. */
export async function columnsOf(tx: Tx, input: EventInput) {
  const [category] = await tx
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.id, input.categoryId))
    .for('share');
  if (!category) throw badField('categoryId', 'validation.id');
  const timeZone = await clubTimeZone(tx);
  return {
    title: input.title,
    categoryId: input.categoryId,
    description: input.description,
    venue: input.venue,
    translations: input.translations,
    startsAt: instantOf(input.startsAt, timeZone),
    endsAt: instantOf(input.endsAt, timeZone),
    bookingOpensAt: instantOf(input.bookingOpensAt, timeZone),
    bookingClosesAt: instantOf(input.bookingClosesAt, timeZone),
    capacity: input.capacity,
    ticketsPerMember: input.ticketsPerMember,
    memberAllowed: input.member.allowed,
    memberPrice: input.member.price,
    spouseAllowed: input.spouse.allowed,
    spousePrice: input.spouse.price,
    dependentAllowed: input.dependent.allowed,
    dependentPrice: input.dependent.price,
    guestAllowed: input.guest.allowed,
    guestPrice: input.guest.price,
    buffetOffered: input.buffet.offered,
    buffetVegPrice: input.buffet.vegPrice,
    buffetNonVegPrice: input.buffet.nonVegPrice,
    tableSizes: input.tableSizes,
    tournamentType: input.tournamentType,
    waitlistOfferHours: input.waitlistOfferHours,
  };
}
