import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryRequest,
  EVENTS_API,
  menuItemRequest,
  type PublicEventCategoryTree,
  type PublicEventList,
  type Translations,
} from '@club/contracts';
import {
  chamberRoomBlocks,
  chamberRooms,
  fnbCategories,
  fnbItems,
  fnbSubCategories,
} from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { memberSignIn, signInAs, staffSignIn } from '../../test/fixtures.ts';
import { FACTORY_MEMBERS, seedDemoIfEmpty } from './demo.ts';
import { FNB_TRANSLATIONS } from './fnb-translations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.app.ctx, () => {});
}, 120_000);
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the README accounts, each signing in with its own role', async () => {
    const cases: ['member' | 'staff', string, string, string[], string | null][] = [
      ['member', 'M1001', '1234', ['M'], 'Active'],
      ['member', 'M1002', '2345', ['M'], 'Active'],
      ['member', 'M1003', '3456', ['M'], 'Suspended'],
      ['staff', 'admin', 'Admin@12345', ['A'], null],
      ['staff', 'editor', 'Editor@12345', ['U'], null],
      ['staff', 'events', 'Events@12345', ['E'], null],
    ];
    for (const [kind, code, secret, roles, status] of cases) {
      const signIn = kind === 'member' ? memberSignIn : staffSignIn;
      const res = await signIn(t, code, secret);
      expect(res.statusCode, `${code} ${secret}`).toBe(200);
      expect(res.json().user.roles).toEqual(roles);
      expect(res.json().user.memberStatus).toBe(status);
    }
  });

  it('gives M1001 a spouse and a dependent, and adds the factory members', async () => {
    const family = await t.app.ctx.db.execute(
      sql`select f.relation from member_family f join members m on m.id = f.member_id where m.code = 'M1001' order by f.relation`,
    );
    expect(family.rows.map((r) => (r as { relation: string }).relation)).toEqual(['Son', 'Spouse']);
    const count = await t.app.ctx.db.execute(sql`select count(*)::int as n from members`);
    expect((count.rows[0] as { n: number }).n).toBe(3 + FACTORY_MEMBERS);
    // The Tennis group's broadcast journeys: M1002 is in it, M1001 is not.
    const tennis = await t.app.ctx.db.execute(
      sql`select code from members where code in ('M1001', 'M1002') and 'Tennis' = any(sports_interests)`,
    );
    expect(tennis.rows).toEqual([{ code: 'M1002' }]);
  });

  it('seeds the Restaurant and the Bar with full menus a member can order from', async () => {
    const db = t.app.ctx.db;
    const categories = await db.select().from(fnbCategories).orderBy(asc(fnbCategories.id));
    const subCategories = await db.select().from(fnbSubCategories);
    const items = await db.select().from(fnbItems).orderBy(asc(fnbItems.id));
    const active = items.filter((i) => i.active);

    expect(active.length).toBeGreaterThanOrEqual(60);
    for (const outlet of ['restaurant', 'bar'] as const) {
      expect(categories.filter((c) => c.outlet === outlet).length, outlet).toBeGreaterThanOrEqual(
        5,
      );
      expect(active.filter((i) => i.outlet === outlet).length, outlet).toBeGreaterThanOrEqual(20);
    }
    // Every category has something on it, and sub-categories belong to their items' category.
    for (const c of categories) {
      expect(
        active.some((i) => i.categoryId === c.id),
        c.name,
      ).toBe(true);
    }
    for (const i of items.filter((i) => i.subCategoryId !== null)) {
      expect(subCategories.find((s) => s.id === i.subCategoryId)?.categoryId, i.name).toBe(
        i.categoryId,
      );
    }
    expect(new Set(active.map((i) => i.diet))).toEqual(new Set(['veg', 'non_veg']));
    // A few inactive items, none sold out (a seeded date would be stale tomorrow).
    expect(items.some((i) => !i.active)).toBe(true);
    expect(items.every((i) => i.soldOutOn === null)).toBe(true);
    // Breakfast and the lunch thalis only in their hours; the rest all day.
    const hours = (name: string) => {
      const item = items.find((i) => i.name === name);
      return [item?.availableFrom, item?.availableTo];
    };
    expect(hours('Masala Dosa')).toEqual(['07:30', '11:00']);
    expect(hours('Veg Thali')).toEqual(['12:30', '15:30']);
    expect(hours('Butter Chicken')).toEqual([null, null]);
    // Tandoori dishes come from the tandoor, drinks from the bar; liquor is outside GST.
    const byCategory = (name: string) => {
      const c = categories.find((c) => c.name === name);
      return items.filter((i) => i.categoryId === c?.id);
    };
    expect(byCategory('Tandoor').every((i) => i.kitchen === 'tandoor')).toBe(true);
    for (const name of ['Beers', 'Wines', 'Whisky & Spirits']) {
      expect(
        byCategory(name).every((i) => i.kitchen === 'bar' && i.taxRate === 0),
        name,
      ).toBe(true);
    }
    expect(byCategory('Desserts').every((i) => i.taxRate === 500 && i.diet === 'veg')).toBe(true);

    // Each row is one staff could have typed (the contract's rules), with a price in paise.
    for (const c of categories) {
      expect(categoryRequest.safeParse(c).success, c.name).toBe(true);
    }
    for (const i of items) {
      expect(i.price, i.name).toBeGreaterThan(0);
      expect(Number.isInteger(i.price), i.name).toBe(true);
      const parsed = menuItemRequest.safeParse({ ...i, price: (i.price / 100).toFixed(2) });
      expect(parsed.error?.issues ?? [], i.name).toEqual([]);
      expect(parsed.data?.price, i.name).toBe(i.price);
    }

    // Every row reads in Spanish and German too (issue 30: the menu stayed English there).
    for (const row of [...categories, ...subCategories, ...items]) {
      for (const lang of ['es', 'de'] as const) {
        const words = row.translations[lang];
        expect(words?.name, `${row.name} ${lang}`).toBeTruthy();
        if (row.description) expect(words?.description, `${row.name} ${lang}`).toBeTruthy();
      }
    }

    // Every picture is a file the web app ships.
    const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
    const urls = new Set([...categories, ...items].map((r) => r.imageUrl));
    for (const url of urls) {
      expect(url, 'an image').toMatch(/^images\/fnb\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(publicDir, url!)), url!).toBe(true);
    }
  });

  it('names only images that exist: files the web app ships, or uploads the API serves', async () => {
    const rows = await t.app.ctx.db.execute(sql`
      select 'hall photo' as what, url from banquet_hall_photos
      union all select 'room photo', url from chamber_room_photos
      union all select 'site image', url from site_images
      union all select 'event image', image_url from events where image_url is not null
      union all select 'highlight photo', url from event_highlight_photos
      union all select 'committee photo', photo_url from committee_members where photo_url is not null
      union all select 'affiliated club photo', photo_url from affiliated_clubs where photo_url is not null
      union all select 'menu picture', image_url from fnb_items where image_url is not null
      union all select 'category picture', image_url from fnb_categories where image_url is not null`);
    const images = rows.rows as { what: string; url: string }[];
    expect(images.filter((x) => x.what === 'hall photo').length).toBeGreaterThanOrEqual(3);
    const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
    for (const { what, url } of images) {
      if (url.startsWith('/api/')) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${what} ${url}`).toBe(200);
      } else {
        // A shipped image is named relative to the base path (the web app's imageSrc).
        expect(url, what).toMatch(/^images\/[a-z0-9/-]+\.(svg|png|jpg|webp)$/);
        expect(fs.existsSync(path.join(publicDir, url)), `${what} ${url}`).toBe(true);
      }
    }
  });

  it('gives the demo members three weeks of orders, invoiced without gaps and on their statements', async () => {
    const db = t.app.ctx.db;
    const orders = (
      await db.execute(sql`
        select o.id, o.status, o.total::int as total, o.invoice_year, o.invoice_seq, m.code,
          o.payment_method,
          (select p.status from payments p where p.id = o.payment_id) as payment,
          (select coalesce(sum(l.amount), 0)::int from ledger_entries l
            where l.member_id = o.member_id and l.source = 'fnb_order'
              and (l.source_id = o.id::text or l.source_id like o.id::text || ':%')) as net
        from fnb_orders o join members m on m.id = o.member_id order by o.invoice_year, o.invoice_seq`)
    ).rows as {
      status: string;
      total: number;
      invoice_seq: number;
      code: string;
      net: number;
      payment_method: string;
      payment: string | null;
    }[];
    expect(orders.filter((o) => o.code === 'M1001').length).toBeGreaterThanOrEqual(7);
    expect(orders.filter((o) => o.code === 'M1002').length).toBeGreaterThanOrEqual(4);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set([
        'delivered',
        'cancelled',
        'rejected',
        'ordered',
        'confirmed',
        'preparing',
        'ready_for_pickup',
      ]),
    );
    // Each financial year's numbers run 1, 2, 3, ...
    const byYear = new Map<string, number[]>();
    for (const o of orders as unknown as { invoice_year: string; invoice_seq: number }[]) {
      byYear.set(o.invoice_year, [...(byYear.get(o.invoice_year) ?? []), o.invoice_seq]);
    }
    for (const seqs of byYear.values()) expect(seqs).toEqual(seqs.map((_s, i) => i + 1));
    // What each order left on the ledger: its total on account, or nothing when it was
    // reversed or paid by card (charge and payment; reversal and refund).
    for (const o of orders) {
      expect(o.net, `${o.code} ${o.status}`).toBe(
        ['cancelled', 'rejected'].includes(o.status) || o.payment_method === 'card' ? 0 : o.total,
      );
    }
    // A few of M1001's past orders were paid by card; a reversed one was refunded.
    const cards = orders.filter((o) => o.payment_method === 'card');
    expect(cards.filter((o) => o.code === 'M1001').length).toBeGreaterThanOrEqual(2);
    for (const o of cards) {
      expect(o.payment, `${o.code} ${o.status}`).toBe(
        ['cancelled', 'rejected'].includes(o.status) ? 'refunded' : 'captured',
      );
    }
    const as = await signInAs(t, ['member']);
    const mine = await as('member').inject({ url: '/api/fnb/orders?pageSize=50' });
    expect(mine.json().total).toBe(orders.filter((o) => o.code === 'M1001').length);
  });

  it('gives every seeded order line its item’s Spanish and German names, so M1001 reads an order in German', async () => {
    const rows = (
      await t.app.ctx.db.execute(sql`select name, name_translations from fnb_order_lines`)
    ).rows as { name: string; name_translations: Translations<'name'> | null }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.name_translations, row.name).toEqual({
        es: { name: FNB_TRANSLATIONS[row.name]?.es?.name },
        de: { name: FNB_TRANSLATIONS[row.name]?.de?.name },
      });
    }
    const as = await signInAs(t, ['member']);
    const [latest] = (await as('member').inject({ url: '/api/fnb/orders?pageSize=1' })).json<{
      items: { id: number }[];
    }>().items;
    const read = async (lang: string) =>
      (await as('member').inject({ url: `/api/fnb/orders/${latest!.id}?lang=${lang}` })).json<{
        lines: { name: string }[];
      }>().lines;
    const english = await read('en');
    expect((await read('de')).map((l) => l.name)).toEqual(
      english.map((l) => FNB_TRANSLATIONS[l.name]!.de!.name),
    );
  });

  it('does nothing the second time', async () => {
    await seedDemoIfEmpty(t.app.ctx, () => {});
    const count = await t.app.ctx.db.execute(sql`select count(*)::int as n from staff_users`);
    expect((count.rows[0] as { n: number }).n).toBe(3);
  });

  it('seeds three banquet halls and three packages with courses, dishes and add-ons', async () => {
    const halls = await t.app.inject({ url: '/api/banquets/halls' });
    expect(
      halls.json().halls.map((h: { name: string; capacity: number }) => [h.name, h.capacity]),
    ).toEqual([
      ['Crystal Hall', 300],
      ['Garden Lawn', 500],
      ['Board Room', 40],
    ]);
    const menus = await t.app.inject({ url: '/api/banquets/packages' });
    const packages = menus.json().packages as {
      name: string;
      type: string;
      courses: { dishes: { veg: boolean }[] }[];
    }[];
    expect(packages.map((p) => p.name)).toEqual([
      'Veg Classic',
      'Non-Veg Classic',
      'Premium Feast',
    ]);
    expect(packages[0]!.courses.flatMap((c) => c.dishes).every((d) => d.veg)).toBe(true);
    expect(menus.json().addons).toHaveLength(2);
  });

  it('seeds twelve rooms of three types (guests pay more than members), two blocked soon', async () => {
    const db = t.app.ctx.db;
    const rooms = await db.select().from(chamberRooms);
    expect(rooms).toHaveLength(12);
    const count = (type: string) => rooms.filter((r) => r.type === type).length;
    expect([count('single'), count('double'), count('suite')]).toEqual([6, 4, 2]);
    for (const r of rooms) {
      expect(r.guestTariff, r.number).toBeGreaterThan(r.memberTariff);
      expect(r.memberTariff % 100, r.number).toBe(0);
    }
    const blocks = await db.select().from(chamberRoomBlocks);
    expect(blocks).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    for (const b of blocks) expect(b.fromDate > today).toBe(true);
    const types = await t.app.inject({ url: '/api/chambers/room-types' });
    expect(types.json().types.map((x: { type: string }) => x.type)).toEqual([
      'single',
      'double',
      'suite',
    ]);
  });

  it('seeds bookings of M1001 and M1002 in every state, the confirmed ones charged', async () => {
    const db = t.app.ctx.db;
    const res = await db.execute(sql`
      select m.code, b.status, (select count(*)::int from ledger_entries l
        where l.source = 'chamber_booking' and l.source_id = b.id::text) as charges
      from chamber_bookings b join members m on m.id = b.member_id
      -- (the analytics' history of the generated members, over a year back, is seed/analytics.test.ts's)
      where b.check_in > current_date - 365 order by b.id`);
    const rows = res.rows as { code: string; status: string; charges: number }[];
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['M1001', 'M1002']));
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['requested', 'confirmed', 'checked_in', 'checked_out', 'rejected', 'cancelled']),
    );
    for (const r of rows) {
      const charged = ['confirmed', 'checked_in', 'checked_out'].includes(r.status);
      expect(r.charges, r.status).toBe(charged ? 1 : 0);
    }
    // Affiliate-club guests name a club of the list (with an email), one waiting for its check.
    const guests = await db.execute(sql`
      select b.status, b.club_check, c.name, c.email from chamber_bookings b
      join affiliated_clubs c on c.id = b.affiliated_club_id order by b.id`);
    expect(guests.rows).toEqual([
      {
        status: 'checked_out',
        club_check: 'verified',
        name: 'Delhi Gymkhana Club',
        email: 'office@delhigymkhana.example',
      },
      {
        status: 'requested',
        club_check: 'pending',
        name: 'Madras Gymkhana Club',
        email: 'office@madrasgymkhana.example',
      },
    ]);
  });

  it('seeds hall bookings of M1001 and M1002 past and upcoming in every state, advances charged', async () => {
    const db = t.app.ctx.db;
    const res = await db.execute(sql`
      select m.code, b.status, b.date < current_date as past,
        (select coalesce(sum(amount), 0)::int from ledger_entries l
          where l.source = 'banquet_booking' and l.kind <> 'payment'
            and l.source_id like b.id::text || ':%' or l.source = 'banquet_booking'
            and l.source_id = b.id::text) as posted,
        (select coalesce(sum(-amount), 0)::int from ledger_entries l
          where l.source = 'banquet_booking' and l.kind = 'payment'
            and l.source_id like b.id::text || ':card:%') as paid,
        b.advance_paid_at is not null as advance_paid,
        b.advance::int as advance, b.balance::int as balance, b.refund::int as refund
      from banquet_bookings b join members m on m.id = b.member_id
      -- (the analytics' history of the generated members, over a year back, is seed/analytics.test.ts's)
      where b.date > current_date - 365 order by b.id`);
    const rows = res.rows as {
      code: string;
      status: string;
      past: boolean;
      posted: number;
      paid: number;
      advance_paid: boolean;
      advance: number | null;
      balance: number | null;
      refund: number | null;
    }[];
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['M1001', 'M1002']));
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['requested', 'confirmed', 'completed', 'rejected', 'cancelled']),
    );
    expect(rows.some((r) => r.past)).toBe(true);
    for (const r of rows) {
      const expected =
        r.status === 'confirmed'
          ? r.advance
          : r.status === 'completed'
            ? r.advance! + r.balance!
            : r.status === 'cancelled'
              ? r.advance! - r.refund!
              : 0;
      expect(r.posted, r.status).toBe(expected);
      // An advance paid by card: its payment on the ledger, once, and the booking says so.
      expect(r.paid, r.status).toBe(r.advance_paid ? r.advance : 0);
    }
    // M1001's completed function and confirmed reception are settled (advance by card).
    expect(rows.filter((r) => r.code === 'M1001' && r.advance_paid).length).toBe(2);
    const sheet = await t.app.inject({ url: '/api/banquets/availability?month=2026-01' });
    expect(sheet.statusCode).toBe(401);
  });

  it('seeds event bookings on upcoming and past events, attendance on the past ones, charged and counted', async () => {
    const db = t.app.ctx.db;
    const res = await db.execute(sql`
      select m.code, e.status as event, b.attended, b.heads, b.total,
        (select coalesce(sum(amount), 0)::int from ledger_entries l
          where l.source = 'event_booking' and l.source_id = b.id::text) as charged
      from event_bookings b join members m on m.id = b.member_id join events e on e.id = b.event_id`);
    const rows = res.rows as {
      code: string;
      event: string;
      attended: boolean | null;
      heads: number;
      total: number;
      charged: number;
    }[];
    expect(rows.some((r) => r.code === 'M1001' && r.event === 'published')).toBe(true);
    expect(rows.some((r) => r.event === 'completed' && r.attended === true)).toBe(true);
    for (const r of rows) {
      expect(Number(r.charged)).toBe(Number(r.total));
      if (r.event === 'published') expect(r.attended).toBeNull();
    }
    const places = await db.execute(sql`
      select e.id from events e where e.places_taken <> coalesce((select sum(heads) from event_bookings b
        where b.event_id = e.id and b.status <> 'cancelled'), 0)`);
    expect(places.rows).toEqual([]);
  });

  it('seeds a full upcoming event with a waitlist, M1002 first in line, nothing charged for it', async () => {
    const db = t.app.ctx.db;
    const res = await db.execute(sql`
      select e.title, e.capacity, e.places_taken, m.code, w.status, w.heads
      from event_waitlist w join events e on e.id = w.event_id join members m on m.id = w.member_id
      order by w.id`);
    const rows = res.rows as {
      title: string;
      capacity: number;
      places_taken: number;
      code: string;
      status: string;
    }[];
    expect(rows.map((r) => [r.title, r.code, r.status])).toEqual([
      ["Chef's Table Dinner", 'M1002', 'waiting'],
      ["Chef's Table Dinner", 'M1005', 'waiting'],
    ]);
    expect(rows[0]!.places_taken).toBe(rows[0]!.capacity);
    const tasting = await db.execute(
      sql`select capacity, places_taken from events where title = 'Single Malt Tasting'`,
    );
    const full = tasting.rows[0] as { capacity: number; places_taken: number };
    expect(full.places_taken).toBe(full.capacity);
  });

  it('reads the events in German and Spanish: every category, every venue and title', async () => {
    for (const lang of ['de', 'es'] as const) {
      const list = (
        await t.app.inject({ url: `${EVENTS_API.publicEvents}?lang=${lang}` })
      ).json<PublicEventList>();
      const english = (
        await t.app.inject({ url: EVENTS_API.publicEvents })
      ).json<PublicEventList>();
      expect(list.items.length).toBe(english.items.length);
      // Every title reads in the language; the venues and categories too (a few are the same words).
      list.items.forEach((e, i) => expect(e.title).not.toBe(english.items[i]!.title));
      expect(list.items.map((e) => e.venue)).toContain(
        lang === 'de' ? 'Hauptrasen' : 'Jardines principales',
      );
      expect(list.items.map((e) => e.category)).toContain(lang === 'de' ? 'Feste' : 'Festivales');
      const tree = (
        await t.app.inject({ url: `${EVENTS_API.publicCategories}?lang=${lang}` })
      ).json<PublicEventCategoryTree>();
      const names = tree.items.flatMap((r) => [r.name, ...r.children.map((c) => c.name)]);
      expect(names).toContain(lang === 'de' ? 'Unterhaltung' : 'Entretenimiento');
      const rows = await t.app.ctx.db.execute(
        sql`select name from event_categories where coalesce(translations->${lang}->>'name', '') = ''`,
      );
      expect(rows.rows).toEqual([]);
    }
    expect(
      (
        await t.app.ctx.db.execute(
          sql`select title from events where coalesce(translations->'de'->>'venue', '') = ''
            or coalesce(translations->'es'->>'venue', '') = ''`,
        )
      ).rows,
    ).toEqual([]);
  });
});
