import { eventRequest, type ClubEvent } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { bookingState, isUpcoming } from '../labels';
import { eventFormSchema, eventFormValues, eventRequestOf, formFieldOf } from './event-form-values';

const event: ClubEvent = {
  id: 7,
  title: 'Diwali Night',
  categoryId: 4,
  category: 'Festivals',
  group: 'Entertainment',
  description: 'Rangoli and fireworks',
  venue: 'Main lawns',
  translations: { de: { title: 'Diwali-Nacht', venue: 'Hauptrasen' } },
  startsAt: '2026-12-12T14:00:00.000Z',
  endsAt: '2026-12-12T19:00:00.000Z',
  bookingOpensAt: '2026-11-01T04:30:00.000Z',
  bookingClosesAt: '2026-12-11T12:30:00.000Z',
  status: 'published',
  imageUrl: null,
  invitationUrl: null,
  capacity: 400,
  placesTaken: 0,
  ticketsPerMember: 8,
  member: { allowed: true, price: 150_000 },
  spouse: { allowed: true, price: 150_050 },
  dependent: { allowed: true, price: 0 },
  guest: { allowed: false, price: 0 },
  buffet: { offered: true, vegPrice: 90_000, nonVegPrice: 110_000 },
  tableSizes: [4, 8],
  tournamentType: 'none',
  highlights: { description: '', videoUrl: null, photos: [] },
  waitlistOfferHours: 24,
  version: 3,
  local: {
    startsAt: '2026-12-12T19:30',
    endsAt: '2026-12-13T00:30',
    bookingOpensAt: '2026-11-01T10:00',
    bookingClosesAt: '2026-12-11T18:00',
  },
  createdAt: '2026-10-01T10:00:00Z',
  updatedAt: '2026-10-01T10:00:00Z',
};

const issues = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (eventFormSchema.safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('the event form', () => {
  it('holds an event as the form shows it and makes the request the server reads back', () => {
    const values = eventFormValues(event, 'en-IN');
    expect(values).toMatchObject({
      startsDate: '2026-12-12',
      startsTime: '19:30',
      closesDate: '2026-12-11',
      closesTime: '18:00',
      categoryId: '4',
      spousePrice: '1500.50',
      tableSizes: ['4', '8'],
    });
    const body = eventRequestOf({ ...values, spousePrice: '1500.50', memberPrice: '1500' });
    expect(body).toMatchObject({
      startsAt: '2026-12-12T19:30',
      bookingOpensAt: '2026-11-01T10:00',
      spouse: { allowed: true, price: '1500.50' },
      tableSizes: [4, 8],
    });
    const parsed = eventRequest.parse(body);
    expect(parsed.spouse.price).toBe(150_050);
    expect(parsed.member.price).toBe(150_000);
  });

  it('holds the Spanish and German texts, every field of each ("" = English), sent without the blanks', () => {
    const values = eventFormValues(event, 'en-IN');
    expect(values.translations).toEqual({
      es: { title: '', description: '', venue: '' },
      de: { title: 'Diwali-Nacht', description: '', venue: 'Hauptrasen' },
    });
    expect(eventFormValues(null).translations.de).toEqual({
      title: '',
      description: '',
      venue: '',
    });
    const typed = {
      ...values,
      translations: {
        ...values.translations,
        es: { title: '', description: '', venue: 'Jardines' },
      },
    };
    expect(eventRequest.parse(eventRequestOf(typed)).translations).toEqual({
      es: { venue: 'Jardines' },
      de: { title: 'Diwali-Nacht', venue: 'Hauptrasen' },
    });
    // Too long a translation is told at its own field.
    expect(
      issues({
        ...values,
        translations: {
          ...values.translations,
          de: { ...values.translations.de, venue: 'x'.repeat(121) },
        },
      }),
    ).toEqual({ 'translations.de.venue': 'validation.textLong' });
    expect(formFieldOf('translations.es.title')).toBe('translations.es.title');
  });

  it('refuses an end before the start and booking closing before it opens, at the date fields', () => {
    const values = {
      ...eventFormValues(event, 'en-IN'),
      endsDate: '2026-12-12',
      endsTime: '18:00',
      closesDate: '2026-10-01',
    };
    const found = issues(values);
    expect(found.endsDate).toBe('validation.eventEnds');
    expect(found.closesDate).toBe('validation.bookingCloses');
    expect(issues({ ...eventFormValues(event, 'en-IN'), memberPrice: '-5' })).toEqual({
      memberPrice: 'validation.eventPrice',
    });
  });

  it("puts the server's field names onto the form's fields", () => {
    expect(formFieldOf('bookingClosesAt')).toBe('closesDate');
    expect(formFieldOf('guest.price')).toBe('guestPrice');
    expect(formFieldOf('tableSizes.0')).toBe('tableSizes');
    expect(formFieldOf('title')).toBe('title');
  });

  it('tells where booking stands and whether an event is still to come', () => {
    expect(bookingState(event, new Date('2026-10-20T00:00:00Z'))).toBe('opensLater');
    expect(bookingState(event, new Date('2026-11-20T00:00:00Z'))).toBe('open');
    expect(bookingState(event, new Date('2026-12-11T13:00:00Z'))).toBe('closed');
    expect(bookingState({ ...event, status: 'closed' }, new Date('2026-11-20T00:00:00Z'))).toBe(
      'closed',
    );
    expect(isUpcoming(event, new Date('2026-12-12T18:00:00Z'))).toBe(true);
    expect(isUpcoming(event, new Date('2026-12-12T20:00:00Z'))).toBe(false);
  });
});
