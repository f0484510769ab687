import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSettings, ledgerEntries, ledgerMonthTotals } from '../../db/schema/index.ts';
import { createMember } from '../../seed/factories.ts';
import { DEFAULT_SETTINGS } from '../settings/get-settings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { postLedgerEntry } from './post-entry.ts';

/*
 * ledger_month_totals (migration 0030) is kept by the database from the ledger: whatever writes
 * entries, however many at once or side by side, each member's months equal their entries.
 */

let t: TestApp;
let memberId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  memberId = (await createMember(t.app.ctx.db, { code: 'M2001' }, 1024)).id;
  otherId = (await createMember(t.app.ctx.db, { code: 'M2002' }, 1024)).id;
});
afterAll(() => t.close());

type Month = { month: string; charges: number; payments: number; credits: number; entries: number };

/** The months as the database keeps them. */
async function kept(id: number): Promise<Month[]> {
  const rows = await t.app.ctx.db
    .select()
    .from(ledgerMonthTotals)
    .where(eq(ledgerMonthTotals.memberId, id))
    .orderBy(ledgerMonthTotals.month);
  return rows.map(({ memberId: _m, ...r }) => ({
    ...r,
    charges: Number(r.charges),
    payments: Number(r.payments),
    credits: Number(r.credits),
  }));
}

/** The months counted from the entries themselves, in a time zone. */
async function counted(id: number, timeZone: string): Promise<Month[]> {
  const rows = await t.app.ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, id));
  const byMonth = new Map<string, Month>();
  for (const e of rows) {
    const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
      .format(e.postedAt)
      .split('-');
    const month = `${y}-${m}`;
    const row = byMonth.get(month) ?? { month, charges: 0, payments: 0, credits: 0, entries: 0 };
    if (e.amount > 0) row.charges += e.amount;
    else if (e.kind === 'payment') row.payments -= e.amount;
    else row.credits -= e.amount;
    row.entries += 1;
    byMonth.set(month, row);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

const entry = (
  id: number,
  postedAt: string,
  kind: 'charge' | 'payment' | 'credit' | 'adjustment',
  amount: number,
  sourceId: string | null = null,
) => ({
  memberId: id,
  kind,
  source: 'manual' as const,
  sourceId,
  text: { free: `${kind} ${postedAt}` },
  amount,
  postedAt: new Date(postedAt),
});

describe("the ledger's month totals", () => {
  it('adds each entry to its month of the club, one at a time and many in one insert', async () => {
    const db = t.app.ctx.db;
    // 20:00 UTC on 31 March is 01:30 on 1 April at the club (Asia/Kolkata): April's.
    await postLedgerEntry(db, entry(memberId, '2026-03-31T20:00:00Z', 'charge', 150_000));
    await postLedgerEntry(db, entry(memberId, '2026-03-10T10:00:00Z', 'charge', 99_999));
    await postLedgerEntry(db, entry(memberId, '2026-03-12T10:00:00Z', 'payment', -50_000));
    await postLedgerEntry(db, entry(memberId, '2026-03-15T10:00:00Z', 'adjustment', -1_234));
    // Many members and months in one statement (as a bill import writes them).
    await db.insert(ledgerEntries).values(
      [
        ['2026-04-02T10:00:00Z', 'charge', 10_001],
        ['2026-04-03T10:00:00Z', 'credit', -2_500],
        ['2026-05-01T10:00:00Z', 'charge', 7],
      ].flatMap(([at, kind, amount]) =>
        [memberId, otherId].map((id) => ({
          memberId: id,
          kind: kind as 'charge' | 'credit',
          source: 'manual' as const,
          description: 'bulk',
          amount: amount as number,
          postedAt: new Date(at as string),
        })),
      ),
    );
    expect(await kept(memberId)).toEqual([
      { month: '2026-03', charges: 99_999, payments: 50_000, credits: 1_234, entries: 3 },
      { month: '2026-04', charges: 160_001, payments: 0, credits: 2_500, entries: 3 },
      { month: '2026-05', charges: 7, payments: 0, credits: 0, entries: 1 },
    ]);
    expect(await kept(memberId)).toEqual(await counted(memberId, 'Asia/Kolkata'));
    expect(await kept(otherId)).toEqual(await counted(otherId, 'Asia/Kolkata'));
  });

  it('counts an entry once when its cause is posted again, and nothing of a rolled-back one', async () => {
    const db = t.app.ctx.db;
    const before = await kept(memberId);
    const posted = await postLedgerEntry(
      db,
      entry(memberId, '2026-06-01T10:00:00Z', 'charge', 500, 'once-1'),
    );
    expect(posted).not.toBeNull();
    expect(
      await postLedgerEntry(db, entry(memberId, '2026-06-01T10:00:00Z', 'charge', 500, 'once-1')),
    ).toBeNull();
    await expect(
      db.transaction(async (tx) => {
        await postLedgerEntry(tx, entry(memberId, '2026-06-02T10:00:00Z', 'charge', 70_000));
        throw new Error('half-way');
      }),
    ).rejects.toThrow('half-way');
    expect(await kept(memberId)).toEqual([
      ...before,
      { month: '2026-06', charges: 500, payments: 0, credits: 0, entries: 1 },
    ]);
  });

  it('stays exact when many entries of the same months are posted at once', async () => {
    const db = t.app.ctx.db;
    const bulk = (n: number) =>
      db.transaction(async (tx) => {
        // Many members' entries in several inserts, in member order (as the bill import).
        for (const id of [memberId, otherId].sort((a, b) => a - b)) {
          await tx.insert(ledgerEntries).values({
            memberId: id,
            kind: 'charge',
            source: 'manual',
            description: `bulk ${n}`,
            amount: 100 + n,
            postedAt: new Date('2026-07-20T10:00:00Z'),
          });
        }
      });
    await Promise.all([
      // Each member's own postings: two entries in one transaction, as a booking writes them.
      ...Array.from({ length: 24 }, (_, i) =>
        db.transaction(async (tx) => {
          const id = i % 2 ? memberId : otherId;
          await postLedgerEntry(tx, entry(id, '2026-07-10T10:00:00Z', 'charge', 1_000 + i));
          await postLedgerEntry(tx, entry(id, '2026-07-11T10:00:00Z', 'payment', -(10 + i)));
        }),
      ),
      ...Array.from({ length: 4 }, (_, n) => bulk(n)),
    ]);
    for (const id of [memberId, otherId]) {
      const july = (await kept(id)).find((m) => m.month === '2026-07')!;
      expect(july.entries).toBe(24 + 4);
      expect(await kept(id)).toEqual(await counted(id, 'Asia/Kolkata'));
    }
  });

  it("counts every month again when the club's time zone is set or changed", async () => {
    const db = t.app.ctx.db;
    // The club's row as the demo seed writes it (this test app has none yet): the same zone.
    await db
      .insert(clubSettings)
      .values({ id: 1, ...DEFAULT_SETTINGS })
      .onConflictDoNothing();
    expect(await kept(memberId)).toEqual(await counted(memberId, 'Asia/Kolkata'));
    const timeZone = DEFAULT_SETTINGS.timeZone;
    try {
      await db.update(clubSettings).set({ timeZone: 'UTC' });
      // The entry of 20:00 UTC on 31 March is March's in UTC.
      const march = (await kept(memberId)).find((m) => m.month === '2026-03')!;
      expect(march.charges).toBe(99_999 + 150_000);
      expect(await kept(memberId)).toEqual(await counted(memberId, 'UTC'));
      expect(await kept(otherId)).toEqual(await counted(otherId, 'UTC'));
    } finally {
      await db.update(clubSettings).set({ timeZone });
    }
    expect(await kept(memberId)).toEqual(await counted(memberId, 'Asia/Kolkata'));
    // A write that leaves the time zone as it was counts nothing again.
    await db.execute(sql`update club_settings set club_name = club_name`);
    expect(await kept(memberId)).toEqual(await counted(memberId, 'Asia/Kolkata'));
  });
});
