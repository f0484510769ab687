import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signInAs } from '../../../test/fixtures.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { HISTORY_MONTHS } from '../../seed/ledger.ts';
import { memberBalance } from '../ledger/post-entry.ts';
import { loadStatement, statementContext, statementMonths } from './statement-data.ts';

/**
 * The demo seed's ledger history, checked over ALL seeded members: every month reconciles
 * (opening + charges - payments - credits = closing, the totals are what the entries add up
 * to, each month opens with the previous closing), and the last closing is the balance.
 */
let t: TestApp;
let seedMs = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await seedDemoIfEmpty(t.app.ctx, () => {});
  seedMs = Date.now() - started;
}, 180_000);
afterAll(() => t.close());

describe('seeded statements', () => {
  it('gives every seeded member twelve months of history plus the current month', async () => {
    const r = await t.app.ctx.db.execute(sql`
      select m.code, count(distinct to_char(e.posted_at at time zone 'Asia/Kolkata', 'YYYY-MM'))::int as months,
             count(*) filter (where e.source = 'subscription')::int as subs,
             count(*) filter (where e.source = 'statement_import')::int as bills,
             count(*) filter (where e.kind = 'credit')::int as credits
      from members m left join ledger_entries e on e.member_id = m.id
      group by m.code`);
    const rows = r.rows as {
      code: string;
      months: number;
      subs: number;
      bills: number;
      credits: number;
    }[];
    const n = await t.app.ctx.db.execute(sql`select count(*)::int as n from members`);
    expect(rows).toHaveLength((n.rows[0] as { n: number }).n);
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) expect(row.months, row.code).toBeGreaterThanOrEqual(3);
    const m1001 = rows.find((x) => x.code === 'M1001')!;
    expect(m1001.months).toBeGreaterThanOrEqual(HISTORY_MONTHS);
    expect(m1001.subs).toBeGreaterThanOrEqual(HISTORY_MONTHS);
    expect(m1001.bills).toBeGreaterThanOrEqual(HISTORY_MONTHS);
    // Across the club: bills, payments and an occasional credit.
    expect(rows.reduce((s, x) => s + x.credits, 0)).toBeGreaterThan(20);
    const imports = await t.app.ctx.db.execute(
      sql`select period, row_count from statement_imports order by period`,
    );
    expect(imports.rows).toHaveLength(HISTORY_MONTHS);
    console.info(`demo seed with ledger history: ${seedMs} ms`);
  });

  it('reconciles every month of every seeded member', async () => {
    const db = t.app.ctx.db;
    const c = await statementContext(db, new Date(), 'en');
    const all = (await db.execute(sql`select id, code from members order by id`)).rows as {
      id: number;
      code: string;
    }[];
    let checked = 0;
    for (const m of all) {
      const newestFirst = await statementMonths(db, m.id, c);
      const months = [...newestFirst].reverse(); // oldest first
      let previousClosing = 0;
      for (const totals of months) {
        const where = `${m.code} ${totals.month}`;
        expect(totals.openingBalance, where).toBe(previousClosing);
        expect(
          totals.openingBalance + totals.charges - totals.payments - totals.credits,
          where,
        ).toBe(totals.closingBalance);
        // A month's statement works its totals out alone: they must be the list's.
        const s = await loadStatement(db, m.id, totals.month, c);
        expect(s.totals, where).toEqual(totals);
        const sum = (f: (a: number, kind: string) => boolean) =>
          s.entries.filter((e) => f(e.amount, e.kind)).reduce((x, e) => x + e.amount, 0);
        expect(
          sum((a) => a > 0),
          where,
        ).toBe(totals.charges);
        expect(0 - sum((a, k) => a < 0 && k === 'payment'), where).toBe(totals.payments);
        expect(0 - sum((a, k) => a < 0 && k !== 'payment'), where).toBe(totals.credits);
        expect(s.entries.length, where).toBe(totals.entryCount);
        expect(s.entries.at(-1)?.balance ?? totals.openingBalance, where).toBe(
          totals.closingBalance,
        );
        previousClosing = totals.closingBalance;
        checked++;
      }
      expect(previousClosing, m.code).toBe(await memberBalance(db, m.id));
    }
    expect(checked).toBeGreaterThan(all.length * 3);
  }, 180_000);

  // The ledger history's own entries: what the portal posts itself (online dues, food orders,
  // room and event bookings of the other seeds) is left out, as the accounting system's file
  // knows only what the club office sees.
  it("matches each imported bill's opening and closing to the ledger at the bill date", async () => {
    const r = await t.app.ctx.db.execute(sql`
      select r.id, r.opening, r.closing,
        (select coalesce(sum(e.amount), 0) from ledger_entries e
          where e.member_id = r.member_id and e.source in ('statement_import', 'subscription', 'manual') and e.posted_at < x.posted_at) as ledger_opening,
        (select coalesce(sum(e.amount), 0) from ledger_entries e
          where e.member_id = r.member_id and e.source in ('statement_import', 'subscription', 'manual') and e.posted_at <= x.posted_at) as ledger_closing
      from statement_import_rows r
      cross join lateral (select (r.bill_date::timestamp + interval '18 hours') at time zone 'Asia/Kolkata' as posted_at) x`);
    const rows = r.rows as {
      opening: string;
      closing: string;
      ledger_opening: string;
      ledger_closing: string;
    }[];
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      expect(Number(row.ledger_opening)).toBe(Number(row.opening));
      expect(Number(row.ledger_closing)).toBe(Number(row.closing));
    }
  });

  it("posts the portal's own lines through texts, so a member reads them in their language", async () => {
    // The seeded final bills paid online were "Online payment: Banquet hall booking #1: final
    // bill" (the member's free words) in every language.
    const r = await t.app.ctx.db.execute(sql`
      select text_key, text_params from ledger_entries
      where source <> 'statement_import' and (text_key is null or text_key = 'dues.payment')
        and description ilike '%booking #%'`);
    expect(r.rows).toEqual([]);
    const paid = await t.app.ctx.db.execute(
      sql`select member_id, to_char(posted_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month
          from ledger_entries where text_key = 'banquet.balance_payment' limit 1`,
    );
    const row = paid.rows[0] as { member_id: number; month: string };
    expect(row).toBeDefined();
    const es = await statementContext(t.app.ctx.db, new Date(), 'es');
    const s = await loadStatement(t.app.ctx.db, row.member_id, row.month, es);
    expect(s.entries.map((e) => e.description)).toContainEqual(
      expect.stringMatching(/^Pago en línea: factura final de la reserva de salón #\d+$/),
    );
  });

  it("keeps the seeded event lines' titles in every language: a German member reads German titles", async () => {
    const db = t.app.ctx.db;
    // No seeded event line names its event in English only (a plain title).
    const plain = await db.execute(sql`
      select id from ledger_entries
      where source = 'event_booking' and jsonb_typeof(text_params->'event') is distinct from 'object'`);
    expect(plain.rows).toEqual([]);
    const r = await db.execute(sql`
      select e.member_id, e.source_id, ev.title, ev.translations->'de'->>'title' as de,
             to_char(e.posted_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month
      from ledger_entries e
      join event_bookings b on b.id::text = e.source_id
      join events ev on ev.id = b.event_id
      where e.source = 'event_booking' and e.kind = 'charge'`);
    const rows = r.rows as {
      member_id: number;
      source_id: string;
      title: string;
      de: string | null;
      month: string;
    }[];
    expect(rows.length).toBeGreaterThan(10);
    const de = await statementContext(db, new Date(), 'de');
    for (const row of rows) {
      expect(row.de, row.title).toBeTruthy();
      const s = await loadStatement(db, row.member_id, row.month, de);
      const line = s.entries.find(
        (e) => e.source === 'event_booking' && e.sourceId === row.source_id,
      );
      expect(line?.description).toBe(`Veranstaltungsbuchung #${row.source_id}: ${row.de}`);
    }
  });

  it('lets M1001 sign in and read twelve complete statements', async () => {
    // The seeded M1001 (PIN 1234) is the demo member signInAs signs in.
    const as = await signInAs(t, ['member']);
    const res = await as('member').inject({
      method: 'GET',
      url: '/api/member/statements',
    });
    const months = res.json().months as { current: boolean; entryCount: number }[];
    expect(months.filter((m) => !m.current).length).toBeGreaterThanOrEqual(HISTORY_MONTHS);
    for (const m of months.filter((x) => !x.current)) expect(m.entryCount).toBeGreaterThan(0);
  });
});
