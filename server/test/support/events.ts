import { afterAll, beforeAll } from 'vitest';
import { createEvent, createEventCategory } from '../../src/seed/events-factories.ts';
import type { As } from '../fixtures.ts';
import type { TestApp } from '../helpers.ts';
import { startStaffApp } from './staff-app.ts';

/*
 * The events tests' app: the Sports and Entertainment roots with two children, a published
 * upcoming event (Diwali Night), a completed past one with highlights, and a draft; a member,
 * an admin, an editor and an event manager signed in; the club's clock on 2026-11-24 10:00
 * (Asia/Kolkata).
 */
export let t: TestApp;
export let as: As;
export const ids = {} as {
  sports: number;
  entertainment: number;
  cricket: number;
  festivals: number;
  diwali: number;
  past: number;
  draft: number;
};
export const TODAY = '2026-11-24';
const at = (s: string) => new Date(`${s}+05:30`);

export function useEventsApp() {
  beforeAll(async () => {
    ({ t, as } = await startStaffApp({ today: TODAY }));
    const db = t.app.ctx.db;
    const sports = await createEventCategory(db, { name: 'Sports', sort: 10 });
    const entertainment = await createEventCategory(db, { name: 'Entertainment', sort: 20 });
    const cricket = await createEventCategory(db, { name: 'Cricket', parentId: sports.id });
    const festivals = await createEventCategory(db, {
      name: 'Festivals',
      parentId: entertainment.id,
    });
    const diwali = await createEvent(db, {
      title: 'Diwali Night',
      categoryId: festivals.id,
      startsAt: at('2026-12-12T19:30:00'),
      venue: 'Main lawns',
      capacity: 200,
      prices: { member: 150000, spouse: 150000, dependent: 75000, guest: 250000 },
      buffet: { veg: 90000, nonVeg: 110000 },
      tableSizes: [4, 8],
    });
    const past = await createEvent(db, {
      title: 'Monsoon Snooker Open',
      categoryId: cricket.id,
      startsAt: at('2026-08-10T17:00:00'),
      status: 'completed',
      highlights: {
        description: 'A 74 break in the final',
        videoUrl: 'https://video.example.com/snooker',
        photos: ['images/billiards.svg'],
      },
    });
    const draft = await createEvent(db, {
      title: 'Ghazal Evening',
      categoryId: festivals.id,
      startsAt: at('2027-01-20T19:30:00'),
      status: 'draft',
    });
    Object.assign(ids, {
      sports: sports.id,
      entertainment: entertainment.id,
      cricket: cricket.id,
      festivals: festivals.id,
      diwali: diwali.id,
      past: past.id,
      draft: draft.id,
    });
  });
  afterAll(() => t.close());
}
