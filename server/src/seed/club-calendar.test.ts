import { describe, expect, it } from 'vitest';
import type { ClubCalendarItem } from '@club/contracts';
import { as, t, useStaffApp } from '../../test/support/staff-app.ts';
import { clubMoment } from '../lib/club-time.ts';
import { seedClubCalendar } from './club-calendar.ts';

useStaffApp();

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('the demo club calendar', () => {
  it("shows the pool's closure, the squash courts' hours and today's gym closure", async () => {
    const timeZone = 'Asia/Kolkata';
    const today = clubMoment(t.app.ctx.clock.now(), timeZone).date;
    await seedClubCalendar(t.app.ctx.db, { timeZone, today });
    const res = await as('member').inject({
      url: `/api/apps/events?startStr=${today}&endStr=${addDays(today, 8)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as ClubCalendarItem[];
    expect(items.find((i) => i.facility === 'swimming')).toMatchObject({
      kind: 'closure',
      allDay: true,
      start: addDays(today, 3),
      end: addDays(today, 5),
    });
    expect(items.find((i) => i.facility === 'squash')).toMatchObject({
      kind: 'timing',
      start: `${addDays(today, 1)}T07:00`,
    });
    expect(items.find((i) => i.facility === 'gym')).toMatchObject({
      kind: 'closure',
      start: `${today}T14:00`,
    });
  });
});
