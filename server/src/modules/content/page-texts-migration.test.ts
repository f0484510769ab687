import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { contentPages } from '../../db/schema/index.ts';
import { seedPages } from '../../seed/content.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';

/*
 * Migration 0036: a club started before the public pages drew their numbers from the data
 * still holds the typed texts that contradicted the portal (60 days ahead, at most 14 nights;
 * 48 hours before check-in; the typed tariffs; booking through the office). Where a page still
 * holds those words as they were seeded, they give way to the live tokens; an editor's own
 * text stays.
 */
const MIGRATION = path.resolve(
  import.meta.dirname,
  '../../db/migrations/0036_page_texts_from_the_data.sql',
);
const OLD = {
  stay: 'Bookings up to 60 days ahead, for at most 14 nights.',
  cancel48: 'Cancellations later than 48 hours before check-in are charged one night.',
  banquetPolicy:
    'An advance confirms the booking; the cancellation policy applies by days before the function.',
  window: { label: 'Booking window', value: 'Up to 60 days ahead' },
  roomsSummary:
    'Members book rooms for themselves, their guests and guests from affiliated clubs through the Chambers office, by phone or email.',
  tariffs:
    '<h2>Tariff per night</h2><ul><li>Single room: ₹4,500 for members, ₹6,000 for affiliated-club guests</li><li>Double room: ₹5,500 for members, ₹7,500 for affiliated-club guests</li><li>Suite: ₹9,000 for members, ₹12,000 for affiliated-club guests</li></ul>',
  halls:
    'Halls are booked by members for four or eight hours through the banquet office, which checks availability with you and is glad to show the halls by appointment.',
  events: 'Members book events for themselves and their guests through the club office.',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'club-0036-')) });
  await seedPages(t.app.ctx.db);
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;
const page = async (slug: 'thechambers' | 'chamberbooking' | 'banquets' | 'events') =>
  (await db().select().from(contentPages).where(eq(contentPages.slug, slug)))[0]!;
const migrate = async () => {
  for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await db().execute(sql.raw(statement));
  }
};

/** The pages as a club seeded before 2026-12-04 holds them. */
async function asSeededBefore() {
  const d = PAGE_DEFAULTS;
  await db()
    .update(contentPages)
    .set({
      rules: d.thechambers.rules.map((r) =>
        r === '{{chambers.stay}}' ? OLD.stay : r === '{{chambers.cancellation}}' ? OLD.cancel48 : r,
      ),
    })
    .where(eq(contentPages.slug, 'thechambers'));
  await db()
    .update(contentPages)
    .set({
      summary: OLD.roomsSummary,
      bodyHtml: d.chamberbooking.bodyHtml.replace(
        '<h2>Tariff per night</h2><p>{{chambers.tariffs}}</p>',
        OLD.tariffs,
      ),
      timings: [...d.chamberbooking.timings, OLD.window],
      rules: d.chamberbooking.rules.map((r) =>
        r === '{{chambers.cancellation}}' ? OLD.cancel48 : r,
      ),
    })
    .where(eq(contentPages.slug, 'chamberbooking'));
  await db()
    .update(contentPages)
    .set({
      bodyHtml: d.banquets.bodyHtml.replace(
        'Members book halls for four or eight hours on the portal; the banquet office confirms the booking with you and is glad to show the halls by appointment.',
        OLD.halls,
      ),
      rules: d.banquets.rules.map((r) =>
        r === 'An advance confirms the booking. {{banquets.cancellation}}' ? OLD.banquetPolicy : r,
      ),
    })
    .where(eq(contentPages.slug, 'banquets'));
  await db()
    .update(contentPages)
    .set({
      bodyHtml: d.events.bodyHtml.replace(
        'Members book events for themselves and their guests on the portal.',
        OLD.events,
      ),
    })
    .where(eq(contentPages.slug, 'events'));
}

describe('migration 0036: the pages a club was started with read their numbers from the data', () => {
  it('turns the seeded typed texts into the live tokens the new pages use, once', async () => {
    await asSeededBefore();
    expect((await page('thechambers')).rules).toContain(OLD.stay);
    await migrate();
    for (const slug of ['thechambers', 'chamberbooking', 'banquets', 'events'] as const) {
      const row = await page(slug);
      const d = PAGE_DEFAULTS[slug];
      expect({
        summary: row.summary,
        bodyHtml: row.bodyHtml,
        timings: row.timings,
        rules: row.rules,
      }).toEqual({
        summary: d.summary,
        bodyHtml: d.bodyHtml,
        timings: d.timings,
        rules: d.rules,
      });
    }
    // Again: nothing left to change.
    const all = () => db().select().from(contentPages).orderBy(contentPages.slug);
    const before = await all();
    await migrate();
    expect(await all()).toEqual(before);
  });

  it("leaves an editor's own words alone", async () => {
    const own = ['Rooms may be booked for up to a fortnight; ask the office for longer stays.'];
    const ownTimings = [{ label: 'Booking window', value: 'Up to 90 days ahead' }];
    await db()
      .update(contentPages)
      .set({ rules: own, timings: ownTimings, summary: 'Our rooms, booked by members.' })
      .where(eq(contentPages.slug, 'chamberbooking'));
    await migrate();
    const row = await page('chamberbooking');
    expect(row.rules).toEqual(own);
    expect(row.timings).toEqual(ownTimings);
    expect(row.summary).toBe('Our rooms, booked by members.');
  });
});
