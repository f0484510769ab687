import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerDescription, NO_MINIMUM_SPEND } from '@club/contracts';
import { systemActor } from '../../actor.ts';
import { auditLog, ledgerEntries, members } from '../../db/schema/index.ts';
import { createMember } from '../../seed/factories.ts';
import { type Caller } from '../../../test/fixtures.ts';
import { as, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { ist, TODAY } from '../../../test/support/dashboards.ts';
import { postLedgerEntry } from '../ledger/index.ts';
import { postMinimumShortfalls } from './post-minimum-shortfalls.ts';

/*
 * The monthly food-and-beverage minimum (issue 35 item 5): set per membership type by an admin
 * in the general settings, shown on the member's dashboard, and at the month's end the
 * shortfall charged once. The club's clock stands on Sunday 2026-12-06 (Asia/Kolkata).
 */
useStaffApp({ today: TODAY });

const settings = {
  clubName: 'The Riverside Gymkhana',
  shortName: 'Riverside',
  address: '1 Maidan Road, Churchgate, Mumbai 400020',
  phone: '+91 22 2200 1876',
  email: 'office@riverside.example',
  clubTimings: 'Daily 06:00 to 23:30',
  financialYearStartMonth: 4,
};
const put = (who: Caller, minimumSpend: object) =>
  who.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { ...settings, minimumSpend },
  });
const typed = { ...NO_MINIMUM_SPEND, Ordinary: '2500', Corporate: '5000.50', Life: '' };

/** An order charge (amount with its tax) or a credit for one, at a club moment. */
const fnb = (memberId: number, at: Date, amount: number, taxAmount = 0) =>
  postLedgerEntry(t.app.ctx.db, {
    memberId,
    kind: amount >= 0 ? 'charge' : 'credit',
    source: 'fnb_order',
    sourceId: `order-${memberId}-${at.getTime()}-${amount}`,
    text: { free: 'Restaurant order' },
    amount,
    taxAmount,
    postedAt: at,
  });

const shortfalls = (memberId: number) =>
  t.app.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.source, 'minimum_spend')));

let n = 0;
const member = async (
  o: { type?: 'Ordinary' | 'Life' | 'Corporate'; joinedOn?: string; status?: 'Suspended' } = {},
) => {
  const m = await createMember(t.app.ctx.db, { code: `M7${String(++n).padStart(3, '0')}` }, 1024);
  await t.app.ctx.db
    .update(members)
    .set({
      membershipType: o.type ?? 'Ordinary',
      joinedOn: o.joinedOn ?? '2025-01-01',
      status: o.status ?? 'Active',
    })
    .where(eq(members.id, m.id));
  return m.id;
};

describe('the food and beverage minimum', () => {
  it('is set by an admin per membership type; an editor may not change it; bad amounts are refused', async () => {
    const bad = await put(as('admin'), { ...typed, Ordinary: '-5', Corporate: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['minimumSpend.Corporate', 'minimumSpend.Ordinary']);
    expect((await t.app.inject('/api/settings')).json().minimumSpend).toEqual(NO_MINIMUM_SPEND);

    const editor = await put(as('editor'), typed);
    expect(editor.statusCode).toBe(403);
    expect((await t.app.inject('/api/settings')).json().minimumSpend).toEqual(NO_MINIMUM_SPEND);
    expect((await put(as('member'), typed)).statusCode).toBe(403);

    const ok = await put(as('admin'), typed);
    expect(ok.statusCode).toBe(200);
    const saved = { ...NO_MINIMUM_SPEND, Ordinary: 250_000, Corporate: 500_050 };
    expect(ok.json().minimumSpend).toEqual(saved);
    expect((await t.app.inject('/api/settings')).json().minimumSpend).toEqual(saved);
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.before).toMatchObject({ minimumSpend: 'none' });
    expect(audit?.after).toMatchObject({ minimumSpend: 'Ordinary 2500.00, Corporate 5000.50' });
    // An editor saving the other settings with the minimums as they are is fine.
    const same = await put(as('editor'), { ...typed, Corporate: 5000.5 });
    expect(same.statusCode).toBe(200);
  });

  it("shows the member the month's minimum and what they spent so far, before tax", async () => {
    const me = as('member').id!;
    await t.app.ctx.db
      .update(members)
      .set({ membershipType: 'Ordinary' })
      .where(eq(members.id, me));
    await fnb(me, ist('2026-12-02', '20:00'), 105_000, 5_000);
    await fnb(me, ist('2026-12-03', '13:00'), -20_000);
    await fnb(me, ist('2026-11-30', '21:00'), 90_000); // last month
    const res = await as('member').inject({ url: '/api/member/dashboard?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().minimumSpend).toEqual({ month: '2026-12', minimum: 250_000, spent: 80_000 });
  });

  it("charges each active member's shortfall of the month just ended once, in the reader's language", async () => {
    const short = await member();
    await fnb(short, ist('2026-11-03', '20:00'), 105_000, 5_000);
    await fnb(short, ist('2026-11-10', '13:00'), -20_000);
    await fnb(short, ist('2026-10-31', '22:00'), 300_000); // October
    await fnb(short, ist('2026-12-01', '09:00'), 300_000); // December
    const enough = await member();
    await fnb(enough, ist('2026-11-20', '20:00'), 260_000, 10_000);
    const corporate = await member({ type: 'Corporate' });
    const life = await member({ type: 'Life' }); // no minimum
    const joined = await member({ joinedOn: '2026-11-15' });
    const suspended = await member({ status: 'Suspended' });

    const run = await postMinimumShortfalls(t.app.ctx, systemActor('test'));
    expect(run.month).toBe('2026-11');

    const [line] = await shortfalls(short);
    expect(line).toMatchObject({ kind: 'charge', sourceId: '2026-11', amount: 170_000 });
    // The month's last moment in the club's time zone: on November's statement.
    expect(line!.postedAt.toISOString()).toBe('2026-11-30T18:29:59.000Z');
    expect(ledgerDescription(line!, 'en')).toBe(
      'Food and beverage minimum for November 2026: 800.00 spent of 2,500.00',
    );
    expect(ledgerDescription(line!, 'de')).toBe(
      'Mindestverzehr für November 2026: 800,00 von 2.500,00 verzehrt',
    );
    expect((await shortfalls(corporate))[0]?.amount).toBe(500_050);
    for (const none of [enough, life, joined, suspended])
      expect(await shortfalls(none)).toEqual([]);

    // Again, and twice at once: nothing more.
    const again = await Promise.all([
      postMinimumShortfalls(t.app.ctx, systemActor('test')),
      postMinimumShortfalls(t.app.ctx, systemActor('test')),
    ]);
    expect(again.map((r) => r.posted)).toEqual([0, 0]);
    expect(await shortfalls(short)).toHaveLength(1);
    expect(await shortfalls(corporate)).toHaveLength(1);
  });

  it('leaves a month not yet ended alone', async () => {
    const m = await member();
    const run = await postMinimumShortfalls(t.app.ctx, systemActor('test'), { month: '2026-12' });
    expect(run).toEqual({ month: '2026-12', posted: 0 });
    expect(await shortfalls(m)).toEqual([]);
  });
});
