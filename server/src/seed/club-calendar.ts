import type { DbOrTx } from '../db/client.ts';
import { clubCalendarItems } from '../db/schema/index.ts';
import { clubInstant } from '../lib/club-time.ts';

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The club calendar's staff items on first start (days from today): the pool closed for
 * maintenance in the coming week, the squash courts' special hours, the gym's short closure
 * today and a club note, so the calendar and Facilities Timings have something to show.
 */
export async function seedClubCalendar(
  tx: DbOrTx,
  o: { timeZone: string; today: string },
): Promise<void> {
  const at = (day: number, time: string) => clubInstant(addDays(o.today, day), time, o.timeZone);
  await tx.insert(clubCalendarItems).values([
    {
      kind: 'closure',
      facility: 'swimming',
      title: 'Swimming pool closed for maintenance',
      note: 'The filters are being replaced; the pool reopens in the morning after.',
      startsAt: at(3, '00:00'),
      endsAt: at(5, '00:00'),
      allDay: true,
    },
    {
      kind: 'timing',
      facility: 'squash',
      title: 'Squash courts: special hours 07:00 to 13:00',
      note: 'The inter-club tournament has the courts in the afternoon and evening.',
      startsAt: at(1, '07:00'),
      endsAt: at(1, '13:00'),
      allDay: false,
    },
    {
      kind: 'closure',
      facility: 'gym',
      title: 'Gym closed for equipment servicing',
      note: '',
      startsAt: at(0, '14:00'),
      endsAt: at(0, '16:00'),
      allDay: false,
    },
    {
      kind: 'club',
      facility: null,
      title: 'Annual general meeting',
      note: 'In the Crystal Hall; members only.',
      startsAt: at(10, '18:00'),
      endsAt: at(10, '20:00'),
      allDay: false,
    },
  ]);
}
