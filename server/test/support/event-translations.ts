import { EVENTS_API, type ClubEvent } from '@club/contracts';
import { as, ids } from './events.ts';

/*
 * The event translation tests' event: the Garden Jazz Evening with its German and Spanish
 * texts, in the Festivals category (Feste, Festivales) under Entertainment (Unterhaltung).
 */

/** The Garden Jazz Evening's fields (over the ones given). */
export const eventBody = (over: Record<string, unknown> = {}) => ({
  title: 'Garden Jazz Evening',
  categoryId: ids.festivals,
  description: 'A quartet on the lawns',
  venue: 'Rose garden',
  startsAt: '2026-12-18T19:00',
  endsAt: '2026-12-18T22:00',
  bookingOpensAt: '2026-11-20T10:00',
  bookingClosesAt: '2026-12-17T18:00',
  capacity: 80,
  ticketsPerMember: 4,
  member: { allowed: true, price: '500' },
  spouse: { allowed: true, price: '500' },
  dependent: { allowed: false, price: 0 },
  guest: { allowed: false, price: 0 },
  buffet: { offered: false, vegPrice: 0, nonVegPrice: 0 },
  ...over,
});

/** Its German texts and Spanish title (the venue left blank). */
export const GERMAN = {
  de: {
    title: 'Jazzabend im Garten',
    description: 'Ein Quartett auf dem Rasen',
    venue: 'Rosengarten',
  },
  // Spanish: the title only, the venue left blank (read in English).
  es: { title: 'Noche de jazz en el jardín', venue: '  ' },
};

/** Names Festivals and Entertainment in Spanish and German, as the admin saves them. */
export async function translateCategories() {
  const admin = as('admin');
  await admin.inject({
    method: 'PUT',
    url: `${EVENTS_API.categories}/${ids.festivals}`,
    payload: {
      parentId: ids.entertainment,
      name: 'Festivals',
      sort: 0,
      translations: { es: { name: ' Festivales ' }, de: { name: 'Feste' } },
    },
  });
  await admin.inject({
    method: 'PUT',
    url: `${EVENTS_API.categories}/${ids.entertainment}`,
    payload: {
      name: 'Entertainment',
      sort: 20,
      translations: { es: { name: '' }, de: { name: 'Unterhaltung' } },
    },
  });
}

/** Adds the Garden Jazz Evening with GERMAN and publishes it: its id. */
export async function addJazzEvening(): Promise<number> {
  const admin = as('admin');
  const res = await admin.inject({
    method: 'POST',
    url: EVENTS_API.events,
    payload: eventBody({ translations: GERMAN }),
  });
  const event = res.json<ClubEvent>();
  await admin.inject({
    method: 'PUT',
    url: `${EVENTS_API.events}/${event.id}/status`,
    payload: { status: 'published', version: event.version },
  });
  return event.id;
}
