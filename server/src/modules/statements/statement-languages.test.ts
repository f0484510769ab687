import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatedParam } from '@club/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signInAs, signInMember, type As, type Caller } from '../../../test/fixtures.ts';
import { STATEMENT_STAFF } from '../../../test/support/statements.ts';
import { postLedgerEntry } from '../ledger/post-entry.ts';
import { addMonths, monthOf, zonedInstant } from './months.ts';

/*
 * Issue 12 item 1: a statement speaks the reader's language (`?lang=`): descriptions rendered
 * from the entries' text keys, references, the PDF and the CSV. Old rows without a key show
 * their stored text.
 */

const TZ = 'Asia/Kolkata';
const month = addMonths(monthOf(new Date(), TZ), -1);
const at = (day: number) => zonedInstant(`${month}-${String(day).padStart(2, '0')}`, 12, 0, TZ);
let t: TestApp;
let member: Caller;
let as: As;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  as = await signInAs(t, ['admin'], STATEMENT_STAFF);
  member = await signInMember(t, { code: 'M2101', pin: '1234', firstName: 'Lena' });
  memberId = member.id!;
  await postLedgerEntry(db, {
    memberId,
    kind: 'charge',
    source: 'subscription',
    sourceId: month,
    text: { key: 'subscription.monthly', params: { membershipType: 'Ordinary', month } },
    amount: 350_000,
    postedAt: at(1),
  });
  await postLedgerEntry(db, {
    memberId,
    kind: 'payment',
    source: 'dues',
    sourceId: '501',
    text: { key: 'dues.payment', params: { description: 'Cuota marzo' } },
    amount: -100_000,
    postedAt: at(2),
  });
  // A line with its own words (as an office credit typed by hand).
  await postLedgerEntry(db, {
    memberId,
    kind: 'credit',
    source: 'manual',
    sourceId: null,
    text: { free: 'Goodwill credit from the secretary' },
    amount: -5_000,
    postedAt: at(3),
  });
  // A row written before the texts had keys: description only.
  await db.execute(
    sql`insert into ledger_entries (member_id, kind, source, source_id, description, amount, posted_at)
        values (${memberId}, 'charge', 'fnb_order', '9', 'Bar order FNB/2024-25/000009', 12000, ${at(4)})`,
  );
});
afterAll(() => t.close());

const statement = async (lang?: string) => {
  const res = await member.inject({
    url: `/api/member/statements/${month}${lang ? `?lang=${lang}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { entries: { description: string; reference: string }[] };
};
const monthIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

describe("a statement in the reader's language", () => {
  it('writes descriptions and references in English, Spanish or German; old rows keep their text', async () => {
    const en = await statement();
    expect(en.entries.map((e) => [e.description, e.reference])).toEqual([
      [`Ordinary membership subscription, ${monthIn('en-IN')}`, `Subscription ${monthIn('en-IN')}`],
      ['Online payment: Cuota marzo', 'Online payment 501'],
      ['Goodwill credit from the secretary', 'Club office'],
      ['Bar order FNB/2024-25/000009', 'Order #9'],
    ]);
    const de = await statement('de');
    expect(de.entries.map((e) => [e.description, e.reference])).toEqual([
      [
        `Mitgliedsbeitrag (Ordentlich), ${monthIn('de-DE')}`,
        `Mitgliedsbeitrag ${monthIn('de-DE')}`,
      ],
      ['Online-Zahlung: Cuota marzo', 'Online-Zahlung 501'],
      ['Goodwill credit from the secretary', 'Clubbüro'],
      ['Bar order FNB/2024-25/000009', 'Bestellung #9'],
    ]);
    const es = await statement('es');
    expect(es.entries.map((e) => e.description)).toEqual([
      `Cuota de socio Ordinario, ${monthIn('es-ES')}`,
      'Pago en línea: Cuota marzo',
      'Goodwill credit from the secretary',
      'Bar order FNB/2024-25/000009',
    ]);
    expect(es.entries[3]!.reference).toBe('Pedido #9');
  });

  it('stores the English text beside the key, so the row reads without the catalogue', async () => {
    const rows = await t.app.ctx.db.execute(
      sql`select description, text_key, text_params from ledger_entries
          where member_id = ${memberId} order by posted_at`,
    );
    expect(rows.rows.slice(0, 2)).toEqual([
      {
        description: `Ordinary membership subscription, ${monthIn('en-IN')}`,
        text_key: 'subscription.monthly',
        text_params: { membershipType: 'Ordinary', month },
      },
      {
        description: 'Online payment: Cuota marzo',
        text_key: 'dues.payment',
        text_params: { description: 'Cuota marzo' },
      },
    ]);
    expect(rows.rows[2]).toMatchObject({ text_key: null, text_params: null });
  });

  it('gives the dashboard its recent entries in the language', async () => {
    const res = await member.inject({ url: '/api/member/account-summary?lang=de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().recent.map((e: { description: string }) => e.description)).toContain(
      'Online-Zahlung: Cuota marzo',
    );
    const admin = await as('admin').inject({
      url: `/api/admin/members/${memberId}/account-summary?lang=es`,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().recent.map((e: { description: string }) => e.description)).toContain(
      'Pago en línea: Cuota marzo',
    );
  });

  it('writes the PDF in German', async () => {
    const res = await member.inject({ url: `/api/member/statements/${month}/pdf?lang=de` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    // The document's title (uncompressed in its info) is the German heading.
    expect(pdf).toContain(`Kontoauszug M2101 ${month}`);
    const en = await member.inject({ url: `/api/member/statements/${month}/pdf` });
    expect(en.rawPayload.toString('latin1')).toContain(`Statement of account M2101 ${month}`);
  });

  it('writes the CSV with Spanish headings, kinds, sources and descriptions', async () => {
    const res = await member.inject({ url: `/api/member/statements/${month}/csv?lang=es` });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([
      'Fecha',
      'Tipo',
      'Origen',
      'Referencia',
      'Descripción',
      'Cargo',
      'Pago o abono',
      'Saldo',
    ]);
    expect(rows[1]?.[4]).toBe('Saldo inicial');
    expect(rows[3]?.slice(1, 5)).toEqual([
      'Pago',
      'Pago en línea',
      'Pago en línea 501',
      'Pago en línea: Cuota marzo',
    ]);
    // Amounts stay plain, as a spreadsheet reads them in any locale.
    expect(rows[3]?.[6]).toBe('1000.00');
    expect(rows.at(-1)?.[4]).toBe('Saldo final');
  });

  it('refuses a language it does not speak (400 naming lang)', async () => {
    const res = await member.inject({ url: `/api/member/statements/${month}?lang=fr` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('lang');
  });
});

describe("an event's title on the statement (the club's own words, translated)", () => {
  let reader: Caller;
  beforeAll(async () => {
    const db = t.app.ctx.db;
    reader = await signInMember(t, { code: 'M2102', pin: '1234', firstName: 'Jonas' });
    // Booked when the event had a German title (the Spanish one left blank).
    await postLedgerEntry(db, {
      memberId: reader.id!,
      kind: 'charge',
      source: 'event_booking',
      sourceId: '71',
      text: {
        key: 'event.charge',
        params: {
          bookingId: 71,
          event: translatedParam(
            'Garden Jazz Evening',
            { de: { title: 'Jazzabend im Garten' }, es: { title: ' ' } },
            'title',
          ),
        },
      },
      amount: 50_000,
      postedAt: at(5),
    });
    // A line posted before titles were kept per language: the English title as a plain text.
    await postLedgerEntry(db, {
      memberId: reader.id!,
      kind: 'credit',
      source: 'event_booking',
      sourceId: '72',
      text: { key: 'event.cancelled', params: { bookingId: 72, event: 'Diwali Night' } },
      amount: -20_000,
      postedAt: at(6),
    });
  });

  const lines = async (lang: string) => {
    const res = await reader.inject({ url: `/api/member/statements/${month}?lang=${lang}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { entries: { description: string }[] }).entries.map((e) => e.description);
  };

  it("names the event in the reader's language, English where it has no translation; an old line as it was", async () => {
    expect(await lines('de')).toEqual([
      'Veranstaltungsbuchung #71: Jazzabend im Garten',
      'Stornierte Veranstaltungsbuchung #72: Diwali Night',
    ]);
    expect(await lines('es')).toEqual([
      'Reserva de evento #71: Garden Jazz Evening',
      'Reserva de evento cancelada #72: Diwali Night',
    ]);
    expect(await lines('en')).toEqual([
      'Event booking #71: Garden Jazz Evening',
      'Cancelled event booking #72: Diwali Night',
    ]);
    // The row stores the English text, and the title's words as they were when posted.
    const row = await t.app.ctx.db.execute(
      sql`select description, text_params from ledger_entries
          where member_id = ${reader.id!} and source_id = '71'`,
    );
    expect(row.rows[0]).toEqual({
      description: 'Event booking #71: Garden Jazz Evening',
      text_params: {
        bookingId: 71,
        event: { en: 'Garden Jazz Evening', de: 'Jazzabend im Garten' },
      },
    });
  });

  it('writes them so in the CSV and draws the PDF in German', async () => {
    const csv = await reader.inject({ url: `/api/member/statements/${month}/csv?lang=de` });
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body) as string[][];
    expect(rows.map((r) => r[4])).toEqual([
      'Beschreibung',
      'Anfangssaldo',
      'Veranstaltungsbuchung #71: Jazzabend im Garten',
      'Stornierte Veranstaltungsbuchung #72: Diwali Night',
      'Endsaldo',
    ]);
    const pdf = await reader.inject({ url: `/api/member/statements/${month}/pdf?lang=de` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
