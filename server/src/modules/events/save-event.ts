import { eq } from 'drizzle-orm';
import type { ClubEvent, eventRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { eventCategories, events } from '../../db/schema/index.ts';
import { badField } from '../../lib/errors.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { writeAudit } from '../audit/index.ts';
import { clubTimeZone, eventById, instantOf, lockEventAt } from './event-store.ts';
import { offerFreedPlaces } from './waitlist-store.ts';

type EventInput = z.output<typeof eventRequest>;

/** The columns of an event's details, its times as instants in the club's time zone. */
async function columnsOf(tx: Tx, input: EventInput) {
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

/** Adds an event, as a draft; audited in the same transaction. */
export async function createEvent(
  ctx: AppContext,
  actor: Actor,
  input: EventInput,
): Promise<ClubEvent> {
  const id = await changePublicData(ctx, ['events'], async (tx) => {
    const values = await columnsOf(tx, input);
    const [row] = await tx.insert(events).values(values).returning({ id: events.id });
    await writeAudit(tx, actor, {
      action: 'events.event.create',
      entity: 'event',
      entityId: row!.id,
      after: values,
    });
    return row!.id;
  });
  return eventById(ctx, id);
}

/**
 * Changes an event's details at the version the caller saw (else 409 event_changed); places a
 * larger capacity frees are offered to the waitlist in the same transaction.
 */
export async function updateEvent(
  ctx: AppContext,
  actor: Actor,
  input: EventInput & { id: number; version: number },
): Promise<ClubEvent> {
  await changePublicData(ctx, ['events'], async (tx) => {
    const before = await lockEventAt(tx, input.id, input.version);
    const values = await columnsOf(tx, input);
    await tx
      .update(events)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(events.id, input.id));
    await writeAudit(tx, actor, {
      action: 'events.event.update',
      entity: 'event',
      entityId: input.id,
      before,
      after: values,
    });
    // More places (a larger capacity) go to the waitlist first, in order.
    await offerFreedPlaces(tx, actor, input.id, ctx.clock.now());
  });
  return eventById(ctx, input.id);
}
