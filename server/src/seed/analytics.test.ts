import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_CHARTS, cancellationPolicySchema } from '@club/contracts';
import { systemActor } from '../actor.ts';
import { clubMoment } from '../lib/club-time.ts';
import { getAnalyticsChart } from '../modules/analytics/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { seedAnalyticsHistory } from './analytics.ts';
import { seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.app.ctx, () => {});
}, 180_000);
afterAll(() => t.close());

/** Last month's first and last day at the club (the seed's today). */
function lastMonth(): [string, string] {
  const today = clubMoment(new Date(), 'Asia/Kolkata').date;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [year, month] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return [`${ym}-01`, `${ym}-${days}`];
}

describe('the demo analytics', () => {
  it('gives every chart figures for last month and for the same month a year before', async () => {
    const [from, to] = lastMonth();
    for (const chart of ANALYTICS_CHARTS) {
      const v = await getAnalyticsChart(t.app.ctx, systemActor('seed test'), {
        chart,
        from,
        to,
        compare: 'previousYear',
        lang: 'en',
      });
      const some = (values: Record<string, number> | null) =>
        Object.entries(values ?? {}).some(([k, n]) => k !== 'available' && n > 0);
      expect(some(v.totals), `${chart} last month`).toBe(true);
      expect(some(v.previousTotals), `${chart} the year before`).toBe(true);
    }
  });

  it('writes its history once', async () => {
    const count = async () =>
      Number(
        (
          (await t.app.ctx.db.execute(sql`select count(*)::int as n from fnb_orders`)).rows[0] as {
            n: number;
          }
        ).n,
      );
    const before = await count();
    await seedAnalyticsHistory(t.app.ctx.db, {
      timeZone: 'Asia/Kolkata',
      today: clubMoment(new Date(), 'Asia/Kolkata').date,
      financialYearStartMonth: 4,
    });
    expect(await count()).toBe(before);
  });

  it("writes hall bookings the office's screens can read: each keeps a valid cancellation policy", async () => {
    const r = await t.app.ctx.db.execute(sql`select id, policy from banquet_bookings`);
    expect(r.rows.length).toBeGreaterThan(20);
    for (const row of r.rows as { id: number; policy: unknown }[]) {
      expect(cancellationPolicySchema.safeParse(row.policy).success, `booking ${row.id}`).toBe(
        true,
      );
    }
  });
});
