import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../db/schema/index.ts';
import { createMember } from './factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { seedDemoPayments } from './payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 120; i++) await createMember(t.app.ctx.db, { code: `M${1004 + i}` }, 1024);
  await createMember(t.app.ctx.db, { code: 'M1001' }, 1024);
});
afterAll(() => t.close());

describe('demo payments', () => {
  it('seeds captured, declined and abandoned payments; each capture has its one ledger entry', async () => {
    const n = await t.app.ctx.db.transaction((tx) => seedDemoPayments(tx));
    expect(n).toBeGreaterThan(10);
    const rows = await t.app.ctx.db.select().from(payments);
    expect(rows).toHaveLength(n);
    const statuses = new Set(rows.map((r) => r.failureCode ?? r.status));
    expect(statuses).toEqual(new Set(['captured', 'BAD_REQUEST_ERROR', 'abandoned']));
    const captured = rows.filter((r) => r.status === 'captured');
    const entries = await t.app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.source, 'dues'), eq(ledgerEntries.kind, 'payment')));
    expect(entries).toHaveLength(captured.length);
    for (const p of captured) {
      const e = entries.find((x) => x.sourceId === String(p.id));
      expect(e?.amount).toBe(-p.amount);
    }
    // The README's demo members keep their own history.
    const [own] = await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(sql`${payments.memberId} = (select id from members where code = 'M1001')`);
    expect(own!.n).toBe(0);
  });
});
