import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../seed/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { memberBalance, postLedgerEntry } from './post-entry.ts';

let t: TestApp;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  memberId = (await createMember(t.app.ctx.db, { code: 'M1001' }, 1024)).id;
});
afterAll(() => t.close());

describe('the ledger', () => {
  it('posts entries in minor units and sums the balance exactly', async () => {
    const db = t.app.ctx.db;
    await postLedgerEntry(db, {
      memberId,
      kind: 'charge',
      source: 'subscription',
      sourceId: '2026-04',
      text: { free: 'Subscription April' },
      amount: 350_000,
      taxAmount: 53_390,
    });
    await postLedgerEntry(db, {
      memberId,
      kind: 'payment',
      source: 'dues',
      sourceId: 'pay_1',
      text: { free: 'Online payment' },
      amount: -50_050,
    });
    expect(await memberBalance(db, memberId)).toBe(299_950);
  });

  it('posts a cause once, however often it is applied', async () => {
    const db = t.app.ctx.db;
    const again = await postLedgerEntry(db, {
      memberId,
      kind: 'payment',
      source: 'dues',
      sourceId: 'pay_1',
      text: { free: 'Online payment' },
      amount: -50_050,
    });
    expect(again).toBeNull();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        postLedgerEntry(db, {
          memberId,
          kind: 'payment',
          source: 'dues',
          sourceId: 'pay_2',
          text: { free: 'Online payment' },
          amount: -10_000,
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await memberBalance(db, memberId)).toBe(289_950);
  });

  it('refuses to change or delete an entry, and a charge with the wrong sign', async () => {
    const db = t.app.ctx.db;
    await expect(db.execute(sql`update ledger_entries set amount = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(
      postLedgerEntry(db, {
        memberId,
        kind: 'charge',
        source: 'manual',
        sourceId: null,
        text: { free: 'x' },
        amount: -5,
      }),
    ).rejects.toThrow();
    await expect(
      postLedgerEntry(db, {
        memberId,
        kind: 'charge',
        source: 'manual',
        sourceId: null,
        text: { free: 'x' },
        amount: 1.5,
      }),
    ).rejects.toThrow(/integer minor units/);
    expect(await memberBalance(db, memberId)).toBe(289_950);
  });
});
