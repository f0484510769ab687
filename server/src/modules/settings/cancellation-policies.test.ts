import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICIES } from '@club/contracts';
import { auditLog } from '../../db/schema/index.ts';
import { type Caller } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp();

const settings = {
  clubName: 'The Riverside Gymkhana',
  shortName: 'Riverside',
  address: '1 Maidan Road, Churchgate, Mumbai 400020',
  phone: '+91 22 2200 1876',
  email: 'office@riverside.example',
  clubTimings: 'Daily 06:00 to 23:30',
  financialYearStartMonth: 4,
};
const policies = {
  chambers: {
    tiers: [
      { minDaysBefore: 0, refundPercent: 10 },
      { minDaysBefore: 14, refundPercent: 100 },
    ],
  },
  banquets: { tiers: [{ minDaysBefore: 0, refundPercent: 25 }] },
};
const put = (who: Caller, payload: object) =>
  who.inject({ method: 'PUT', url: '/api/admin/settings', payload });
const shown = async () => (await t.app.inject('/api/settings')).json();

describe('the cancellation policies in the general settings', () => {
  it('are saved by the office (tiers longest notice first), kept when left out, audited readably', async () => {
    expect((await shown()).cancellationPolicies).toEqual(DEFAULT_CANCELLATION_POLICIES);
    const res = await put(as('admin'), { ...settings, cancellationPolicies: policies });
    expect(res.statusCode).toBe(200);
    const saved = {
      chambers: {
        tiers: [
          { minDaysBefore: 14, refundPercent: 100 },
          { minDaysBefore: 0, refundPercent: 10 },
        ],
      },
      banquets: policies.banquets,
    };
    expect(res.json().cancellationPolicies).toEqual(saved);
    expect((await shown()).cancellationPolicies).toEqual(saved);

    // Left out, the kept policies stay.
    expect((await put(as('editor'), { ...settings, clubName: 'Riverside GC' })).statusCode).toBe(
      200,
    );
    expect((await shown()).cancellationPolicies).toEqual(saved);

    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id))
      .limit(2)
      .offset(1);
    expect(audit?.before).toMatchObject({
      cancellationPolicyChambers: '7+ days 100%, 2+ days 50%, 0+ days 0%',
    });
    expect(audit?.after).toMatchObject({
      cancellationPolicyChambers: '14+ days 100%, 0+ days 10%',
      cancellationPolicyBanquets: '0+ days 25%',
    });
  });

  it('refuse bad tiers naming the fields, and the wrong people, changing nothing', async () => {
    const before = await shown();
    const bad = await put(as('admin'), {
      ...settings,
      cancellationPolicies: {
        chambers: {
          tiers: [
            { minDaysBefore: 0, refundPercent: 101 },
            { minDaysBefore: -1, refundPercent: 50 },
          ],
        },
        banquets: {
          tiers: [
            { minDaysBefore: 5, refundPercent: 50 },
            { minDaysBefore: 5, refundPercent: 20 },
          ],
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'cancellationPolicies.chambers.tiers.0.refundPercent',
        'cancellationPolicies.chambers.tiers.1.minDaysBefore',
      ]),
    );
    const none = await put(as('admin'), {
      ...settings,
      cancellationPolicies: { chambers: { tiers: [] }, banquets: policies.banquets },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('cancellationPolicies.chambers.tiers');
    const notZero = await put(as('admin'), {
      ...settings,
      cancellationPolicies: {
        ...policies,
        banquets: { tiers: [{ minDaysBefore: 3, refundPercent: 50 }] },
      },
    });
    expect(notZero.statusCode).toBe(400);
    expect(notZero.json().errors[0].field).toBe('cancellationPolicies.banquets.tiers');

    const changed = { ...settings, cancellationPolicies: policies };
    expect((await put(as('anonymous'), changed)).statusCode).toBe(401);
    expect((await put(as('member'), changed)).statusCode).toBe(403);
    expect((await put(as('eventManager'), changed)).statusCode).toBe(403);
    expect(await shown()).toEqual(before);
  });
});
