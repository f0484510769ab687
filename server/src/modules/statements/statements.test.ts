import { parse } from 'csv-parse/sync';
import { ledgerTextFormat } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { memberBalance, postLedgerEntry } from '../ledger/post-entry.ts';
import { addMonths, monthOf, zonedInstant } from './months.ts';
import {
  ACCOUNTS,
  signInAs,
  signInMember,
  signInStaff,
  type As,
  type Caller,
} from '../../../test/fixtures.ts';
import { STATEMENT_STAFF } from '../../../test/support/statements.ts';

const TZ = 'Asia/Kolkata';
let t: TestApp;
let member: Caller;
let other: Caller;
let as: As;
let memberId: number;
const now = monthOf(new Date(), TZ);
const m2 = addMonths(now, -2); // two months ago: the boundary tests
const m3 = addMonths(now, -3); // first month with an entry
const m4 = addMonths(now, -4); // before the first entry

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  as = await signInAs(t, ['admin', 'editor'], STATEMENT_STAFF);
  member = await signInMember(t, {
    code: 'M2001',
    pin: '1234',
    firstName: 'Arjun',
    lastName: 'Mehta',
    title: 'Mr',
    membershipType: 'Life',
  });
  memberId = member.id!;
  other = await signInMember(t, { code: 'M2002', pin: '1234' });
  const post = (
    kind: 'charge' | 'payment' | 'credit',
    amount: number,
    postedAt: Date,
    source: 'subscription' | 'dues' | 'manual' | 'fnb_order' = 'manual',
    sourceId: string | null = null,
    description = `${kind} ${amount}`,
    who = memberId,
  ) =>
    postLedgerEntry(db, {
      memberId: who,
      kind,
      source,
      sourceId,
      text: { free: description },
      amount,
      postedAt,
    });
  await post(
    'charge',
    350_000,
    zonedInstant(`${m3}-01`, 9, 0, TZ),
    'subscription',
    m3,
    'Subscription',
  );
  // The last minute of the day before m2 (IST) belongs to m3 ...
  await post(
    'charge',
    12_345,
    zonedInstant(`${m2}-01`, 0, 0, TZ).getTime() - 60_000 > 0
      ? new Date(zonedInstant(`${m2}-01`, 0, 0, TZ).getTime() - 60_000)
      : new Date(),
    'fnb_order',
    '77',
    '=Bar tab late night',
  );
  // ... and 00:15 IST on the 1st belongs to m2, though it is still the previous day in UTC.
  await post('payment', -300_000, zonedInstant(`${m2}-01`, 0, 15, TZ), 'dues', 'pay_abc');
  await post(
    'credit',
    -5_000,
    zonedInstant(`${m2}-10`, 12, 0, TZ),
    'manual',
    null,
    'Goodwill credit',
  );
  await post(
    'charge',
    20_000,
    zonedInstant(`${now}-01`, 0, 5, TZ),
    'subscription',
    now,
    'Subscription now',
  );
  // Another member's entry never shows in this member's statements.
  await post(
    'charge',
    999_999,
    zonedInstant(`${m2}-05`, 12, 0, TZ),
    'manual',
    null,
    'Not yours',
    other.id,
  );
});
afterAll(() => t.close());

const get = (url: string, who: Caller = as('anonymous')) => who.inject({ method: 'GET', url });

describe('member statements: access', () => {
  it('refuses signed-out callers (401) and staff not acting as a member (403)', async () => {
    for (const url of [
      '/api/member/statements',
      `/api/member/statements/${m2}`,
      `/api/member/statements/${m2}/pdf`,
      `/api/member/statements/${m2}/csv`,
      '/api/member/account-summary',
    ]) {
      const out = await get(url);
      expect(out.statusCode, url).toBe(401);
      expect(out.headers['content-type']).toContain('application/problem+json');
      for (const c of [as('admin'), as('editor')]) {
        const res = await get(url, c);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
  });

  it('answers 400 problem+json naming the month for a malformed month', async () => {
    for (const bad of ['2026-13', '2026-1', 'march', '2026-00']) {
      const res = await get(`/api/member/statements/${bad}`, member);
      expect(res.statusCode, bad).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors[0].field).toBe('month');
    }
  });

  it('answers 404 for a month before the first entry or in the future', async () => {
    for (const m of [m4, addMonths(now, 1)]) {
      const res = await get(`/api/member/statements/${m}`, member);
      expect(res.statusCode, m).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect((await get(`/api/member/statements/${m}/pdf`, member)).statusCode).toBe(404);
    }
  });
});

describe('member statements', () => {
  it('lists the months newest first, from the current month back to the first entry', async () => {
    const res = await get('/api/member/statements', member);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('INR');
    expect(body.currentMonth).toBe(now);
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([
      now,
      addMonths(now, -1),
      m2,
      m3,
    ]);
    const [cur, prev, two, three] = body.months;
    expect(three).toMatchObject({
      openingBalance: 0,
      charges: 362_345,
      payments: 0,
      credits: 0,
      closingBalance: 362_345,
      entryCount: 2,
      current: false,
    });
    expect(two).toMatchObject({
      openingBalance: 362_345,
      charges: 0,
      payments: 300_000,
      credits: 5_000,
      closingBalance: 57_345,
      entryCount: 2,
    });
    // A month without entries: opening = closing.
    expect(prev).toMatchObject({ openingBalance: 57_345, closingBalance: 57_345, entryCount: 0 });
    expect(cur).toMatchObject({
      openingBalance: 57_345,
      charges: 20_000,
      closingBalance: 77_345,
      current: true,
    });
    expect(body.balance).toBe(77_345);
    expect(body.balance).toBe(await memberBalance(t.app.ctx.db, memberId));
  });

  it("shows a month's entries by the club's time zone, each with its running balance and source", async () => {
    const res = await get(`/api/member/statements/${m2}`, member);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.member).toMatchObject({
      code: 'M2001',
      name: 'Mr Arjun Mehta',
      membershipType: 'Life',
    });
    expect(s.totals.openingBalance).toBe(362_345);
    expect(s.from).toBe(zonedInstant(`${m2}-01`, 0, 0, TZ).toISOString());
    expect(s.entries.map((e: { description: string }) => e.description)).toEqual([
      'payment -300000',
      'Goodwill credit',
    ]);
    expect(s.entries[0]).toMatchObject({
      kind: 'payment',
      source: 'dues',
      reference: 'Online payment pay_abc',
      link: '/member/payments',
      balance: 62_345,
    });
    expect(s.entries[1]).toMatchObject({ source: 'manual', link: null });
    expect(s.entries[1].balance).toBe(s.totals.closingBalance);

    const before = (await get(`/api/member/statements/${m3}`, member)).json();
    const late = before.entries.find((e: { sourceId: string }) => e.sourceId === '77');
    // An order's entry links to the order's page.
    expect(late).toMatchObject({
      link: '/member/foodordering/orders/detail/77',
      reference: 'Order #77',
    });
  });

  it("opens with the newest month's statement, as the month's own read gives it", async () => {
    const body = (await get('/api/member/statements?lang=de', member)).json();
    const month = (await get(`/api/member/statements/${now}?lang=de`, member)).json();
    expect(body.latest).toEqual(month);
    expect(body.latest.totals).toEqual(body.months[0]);
    expect(body.latest.entries.at(-1).balance).toBe(body.balance);
    // Without entries of another member, in the reader's language.
    const theirs = (await get('/api/member/statements', other)).json();
    expect(theirs.latest.member.code).not.toBe('M2001');
    expect(theirs.latest.totals.closingBalance).toBe(999_999);
  });

  it('opens a new member on the current month, empty, and a member with a later entry on its month', async () => {
    const fresh = await signInMember(t, { code: 'M2003', pin: '1234' });
    const empty = (await get('/api/member/statements?lang=en', fresh)).json();
    expect(empty.balance).toBe(0);
    expect(empty.months).toEqual([
      expect.objectContaining({ month: now, openingBalance: 0, closingBalance: 0, entryCount: 0 }),
    ]);
    expect(empty.latest.totals.month).toBe(now);
    expect(empty.latest.entries).toEqual([]);
    expect(empty.latest.member.code).toBe('M2003');

    // An entry dated next month (a bill posted ahead): the statement opens on that month.
    const ahead = await signInMember(t, { code: 'M2004', pin: '1234' });
    const next = addMonths(now, 1);
    for (const [amount, at] of [
      [1_500, zonedInstant(`${now}-01`, 10, 0, TZ)],
      [2_500, zonedInstant(`${next}-02`, 10, 0, TZ)],
    ] as const) {
      await postLedgerEntry(t.app.ctx.db, {
        memberId: ahead.id!,
        kind: 'charge',
        source: 'manual',
        sourceId: null,
        text: { free: `ahead ${amount}` },
        amount,
        postedAt: at,
      });
    }
    const opened = (await get('/api/member/statements?lang=en', ahead)).json();
    expect(opened.months.map((m: { month: string }) => m.month)).toEqual([next, now]);
    expect(opened.latest.totals).toEqual(opened.months[0]);
    expect(opened.latest.totals).toMatchObject({ openingBalance: 1_500, closingBalance: 4_000 });
    expect(opened.latest.entries.map((e: { description: string }) => e.description)).toEqual([
      'ahead 2500',
    ]);
    expect(opened.latest).toEqual(
      (await get(`/api/member/statements/${next}?lang=en`, ahead)).json(),
    );
  });

  it('answers 400 naming lang for a language the portal does not have', async () => {
    const res = await get('/api/member/statements?lang=xx', member);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('lang');
  });

  it("never shows another member's entries", async () => {
    const mine = (await get(`/api/member/statements/${m2}`, member)).json();
    expect(mine.entries.some((e: { description: string }) => e.description === 'Not yours')).toBe(
      false,
    );
    const theirs = (await get('/api/member/statements', other)).json();
    expect(theirs.balance).toBe(999_999);
  });

  it('serves the month as a PDF download with the letterhead and the member', async () => {
    const res = await get(`/api/member/statements/${m2}/pdf`, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-M2001-${m2}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });

  it('serves the month as CSV: the opening line, the entries and the closing line', async () => {
    const res = await get(`/api/member/statements/${m3}/csv`, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`statement-M2001-${m3}.csv`);
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([
      'date',
      'kind',
      'source',
      'reference',
      'description',
      'charge',
      'payment_or_credit',
      'balance',
    ]);
    expect(rows[1]).toEqual([`${m3}-01`, 'opening', '', '', 'Opening balance', '', '', '0.00']);
    expect(rows[2]?.slice(1, 8)).toEqual([
      'charge',
      'subscription',
      `Subscription ${ledgerTextFormat('en').month(m3)}`,
      'Subscription',
      '3500.00',
      '',
      '3500.00',
    ]);
    // A description a spreadsheet would run as a formula is quoted.
    expect(rows[3]?.[4]).toBe("'=Bar tab late night");
    expect(rows.at(-1)).toEqual([
      '',
      'closing',
      '',
      '',
      'Closing balance',
      '3623.45',
      '0.00',
      '3623.45',
    ]);
  });

  it('gives the dashboard the balance, the last statement and the recent activity', async () => {
    const res = await get('/api/member/account-summary', member);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.balance).toBe(77_345);
    expect(s.lastStatement).toMatchObject({ month: addMonths(now, -1), closingBalance: 57_345 });
    expect(s.currentMonth).toMatchObject({ month: now, charges: 20_000, current: true });
    expect(s.recent.map((e: { description: string }) => e.description)).toEqual([
      'Subscription now',
      'Goodwill credit',
      'payment -300000',
      '=Bar tab late night',
      'Subscription',
    ]);
    expect(s.recent[0].balance).toBe(77_345);
    expect(s.recent[1].balance).toBe(57_345);
  });

  it('shows an admin acting for a member that member’s statements, not their own', async () => {
    const admin = await signInStaff(t, ACCOUNTS.admin);
    const act = await admin.inject({
      method: 'POST',
      url: '/api/auth/act-as',
      payload: { memberCode: 'M2001' },
    });
    expect(act.statusCode).toBe(200);
    const res = await get('/api/member/statements', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBe(77_345);
  });
});
