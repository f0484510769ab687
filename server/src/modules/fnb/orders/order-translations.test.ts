import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FNB_API, type FnbOrder, type MenuItem, type Translations } from '@club/contracts';
import { fnbOrderLines } from '../../../db/schema/index.ts';
import type { Caller } from '../../../../test/fixtures.ts';
import { as, menu, t, useFnbApp } from '../../../../test/support/fnb.ts';
import { servedText } from '../../../../test/support/pdf-text.ts';

useFnbApp();

/*
 * An order in the reader's language (issue 30: a German member's order, its invoice and the
 * kitchen's views named the items in English). An order line keeps the names its item had
 * when ordered, English and translated; every reader reads them in their language, English
 * where the editors gave none; a later edit of the menu leaves past orders alone.
 */

const admin = () => as('admin');
const member = () => as('member');

const itemBody = (name: string, translations: Translations<'name' | 'description'> = {}) => ({
  categoryId: menu.starters,
  subCategoryId: menu.nonVegStarters,
  name,
  description: 'From the tandoor',
  price: '540',
  diet: 'non_veg',
  kitchen: 'tandoor',
  taxRate: 500,
  translations,
});

async function newItem(name: string, translations: Translations<'name' | 'description'> = {}) {
  const res = await admin().inject({
    method: 'POST',
    url: FNB_API.items,
    payload: itemBody(name, translations),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MenuItem>();
}

const lineTax = (amount: number, rate: number) => Math.floor((amount * rate + 5000) / 10000);
/** Slots taken in turn: no slot fills up (ten orders each). */
const SLOTS = ['15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
let placed = 0;

/** The member orders one of each item (and a Paneer Tikka, never translated), for collection. */
async function place(items: { id: number; price: number; taxRate: number }[]): Promise<FnbOrder> {
  const all = [...items, { id: menu.paneerTikka, price: 32000, taxRate: 500 }];
  const res = await member().inject({
    method: 'POST',
    url: FNB_API.memberOrders,
    payload: {
      outlet: 'restaurant',
      lines: all.map((i) => ({ itemId: i.id, quantity: 1, price: i.price })),
      expectedTotal: all.reduce((s, i) => s + i.price + lineTax(i.price, i.taxRate), 0),
      fulfilment: 'collection',
      slot: SLOTS[placed++ % SLOTS.length],
      paymentMethod: 'account',
      termsAccepted: true,
      idempotencyKey: randomBytes(12).toString('hex'),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ order: FnbOrder }>().order;
}

const names = (o: FnbOrder) => o.lines.map((l) => l.name);
const read = async (who: Caller, url: string) => {
  const res = await who.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FnbOrder>();
};
const mine = (o: { id: number }, query = '') =>
  read(member(), `${FNB_API.memberOrders}/${o.id}${query}`);
const staffs = (o: { id: number }, query = '') =>
  read(admin(), `${FNB_API.orders}/${o.id}${query}`);
const invoiceText = async (who: Caller, url: string) => {
  const res = await who.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return servedText(res.rawPayload);
};

describe('an order in the reader’s language', () => {
  it('names its items in the member’s language and in staff’s, on the invoice too; English where none was given', async () => {
    const pomfret = await newItem('Tandoori Pomfret', {
      de: { name: 'Pomfret vom Tandur', description: 'Aus dem Tandur' },
      es: { name: 'Pámpano al tandur' },
    });
    const o = await place([pomfret]);
    // The order keeps the item's names, not its description.
    const [line] = await t.app.ctx.db
      .select({ nameTranslations: fnbOrderLines.nameTranslations })
      .from(fnbOrderLines)
      .where(eq(fnbOrderLines.itemId, pomfret.id));
    expect(line!.nameTranslations).toEqual({
      de: { name: 'Pomfret vom Tandur' },
      es: { name: 'Pámpano al tandur' },
    });

    expect(names(await mine(o, '?lang=de'))).toEqual(['Pomfret vom Tandur', 'Paneer Tikka']);
    expect(names(await mine(o, '?lang=es'))).toEqual(['Pámpano al tandur', 'Paneer Tikka']);
    expect(names(await mine(o, '?lang=en'))).toEqual(['Tandoori Pomfret', 'Paneer Tikka']);
    expect(names(await mine(o))).toEqual(['Tandoori Pomfret', 'Paneer Tikka']);
    // Staff's order (the detail and the kitchen's ticket) reads in staff's language.
    expect(names(await staffs(o, '?lang=de'))).toEqual(['Pomfret vom Tandur', 'Paneer Tikka']);
    expect(names(await staffs(o))).toEqual(['Tandoori Pomfret', 'Paneer Tikka']);

    // The invoice, in the reader's language like its other words.
    const german = await invoiceText(
      member(),
      `${FNB_API.memberOrders}/${o.id}/invoice.pdf?lang=de`,
    );
    expect(german).toContain('Pomfret vom Tandur');
    expect(german).toContain('Paneer Tikka');
    expect(german).not.toContain('Tandoori Pomfret');
    const english = await invoiceText(member(), `${FNB_API.memberOrders}/${o.id}/invoice.pdf`);
    expect(english).toContain('Tandoori Pomfret');
    expect(english).not.toContain('Pomfret vom Tandur');
    expect(await invoiceText(admin(), `${FNB_API.orders}/${o.id}/invoice.pdf?lang=es`)).toContain(
      'Pámpano al tandur',
    );
  });

  it('keeps the names an item had when ordered: a later rename changes new orders, not the old one', async () => {
    const fish = await newItem('Fish Tikka', { de: { name: 'Fischtikka' } });
    const before = await place([fish]);
    const renamed = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${fish.id}`,
      payload: itemBody('Amritsari Fish', { de: { name: 'Amritsari-Fisch' } }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await place([fish]);

    expect(names(await mine(before, '?lang=de'))[0]).toBe('Fischtikka');
    expect(names(await mine(before))[0]).toBe('Fish Tikka');
    expect(names(await staffs(before, '?lang=de'))[0]).toBe('Fischtikka');
    expect(names(await mine(after, '?lang=de'))[0]).toBe('Amritsari-Fisch');
    expect(names(await mine(after))[0]).toBe('Amritsari Fish');

    // A translation cleared later: the old order still reads the German it was ordered by.
    await admin().inject({
      method: 'PUT',
      url: `${FNB_API.items}/${fish.id}`,
      payload: itemBody('Amritsari Fish'),
    });
    expect(names(await mine(before, '?lang=de'))[0]).toBe('Fischtikka');
    expect(names(await mine(after, '?lang=de'))[0]).toBe('Amritsari-Fisch');
  });

  it('reads English where the translation is blank or missing, and for lines ordered before translations were kept', async () => {
    const kebab = await newItem('Seekh Kebab', { de: { name: '', description: 'Hackspieß' } });
    const o = await place([kebab]);
    expect(names(await mine(o, '?lang=de'))).toEqual(['Seekh Kebab', 'Paneer Tikka']);

    const db = t.app.ctx.db;
    const set = (value: unknown) =>
      db.execute(
        sql`update fnb_order_lines set name_translations = ${value === null ? null : JSON.stringify(value)}::jsonb
          where order_id = ${o.id} and item_id = ${kebab.id}`,
      );
    await set({ de: { name: '   ' }, es: { name: 'Kebab seekh' } });
    expect(names(await mine(o, '?lang=de'))[0]).toBe('Seekh Kebab');
    expect(names(await mine(o, '?lang=es'))[0]).toBe('Kebab seekh');
    await set(null);
    for (const lang of ['de', 'es', 'en'])
      expect(names(await staffs(o, `?lang=${lang}`))[0]).toBe('Seekh Kebab');
    expect(
      await invoiceText(member(), `${FNB_API.memberOrders}/${o.id}/invoice.pdf?lang=de`),
    ).toContain('Seekh Kebab');
  });

  it('answers staff’s and the member’s actions on an order in the reader’s language', async () => {
    const chop = await newItem('Mutton Chops', { de: { name: 'Hammelkoteletts' } });
    const first = await place([chop]);
    const moved = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.orders}/${first.id}/status?lang=de`,
      payload: { status: 'confirmed', version: first.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(names(moved.json())).toEqual(['Hammelkoteletts', 'Paneer Tikka']);

    const second = await place([chop]);
    const rejected = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${second.id}/reject?lang=de`,
      payload: { reason: 'The tandoor is cold', version: second.version },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(names(rejected.json())[0]).toBe('Hammelkoteletts');

    const third = await place([chop]);
    const removed = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${third.id}/lines/${third.lines[1]!.id}/remove?lang=de`,
      payload: { version: third.version },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(names(removed.json())[0]).toBe('Hammelkoteletts');

    const cancelled = await member().inject({
      method: 'POST',
      url: `${FNB_API.memberOrders}/${third.id}/cancel?lang=de`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(names(cancelled.json())[0]).toBe('Hammelkoteletts');
  });

  it('refuses a language it does not know, naming it, and changes nothing', async () => {
    const o = await place([]);
    for (const [who, method, url] of [
      [member(), 'GET', `${FNB_API.memberOrders}/${o.id}?lang=fr`],
      [admin(), 'GET', `${FNB_API.orders}/${o.id}?lang=xx`],
      [admin(), 'PUT', `${FNB_API.orders}/${o.id}/status?lang=fr`],
      [member(), 'POST', `${FNB_API.memberOrders}/${o.id}/cancel?lang=DE`],
    ] as const) {
      const res = await who.inject({
        method,
        url,
        ...(method === 'PUT' ? { payload: { status: 'confirmed', version: o.version } } : {}),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['lang']);
    }
    expect(await mine(o)).toMatchObject({ status: 'ordered', version: o.version });
  });
});

describe('the audit log of an order moved on', () => {
  it('records the order’s fulfilment with each step, so a collection’s last one reads "Collected"', async () => {
    const o = await place([]);
    let version = o.version;
    for (const status of ['confirmed', 'preparing', 'ready_for_pickup', 'delivered']) {
      const res = await admin().inject({
        method: 'PUT',
        url: `${FNB_API.orders}/${o.id}/status`,
        payload: { status, version },
      });
      expect(res.statusCode, status).toBe(200);
      version = res.json<FnbOrder>().version;
    }
    const log = await admin().inject({
      url: `/api/admin/audit?entity=fnb_order&entityId=${o.id}&action=fnb.order.status`,
    });
    expect(log.statusCode).toBe(200);
    const [last] = log.json<{ items: { before: unknown; after: unknown }[] }>().items;
    expect(last).toMatchObject({
      before: { status: 'ready_for_pickup' },
      after: { status: 'delivered', fulfilment: 'collection' },
    });
  });
});
