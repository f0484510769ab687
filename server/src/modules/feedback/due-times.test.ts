import { describe, expect, it } from 'vitest';
import { FEEDBACK_API, SETTINGS_API, type FeedbackPage } from '@club/contracts';
import { errorFields } from '../../../test/support/staff-app.ts';
import {
  as,
  officeRead,
  setClock,
  setStatus,
  staffReply,
  useFeedbackApp,
  writeFeedback,
} from '../../../test/support/feedback.ts';

useFeedbackApp();

const overdueIds = async () =>
  (
    (await as('admin').inject({ url: `${FEEDBACK_API.admin}?overdue=true` })).json() as FeedbackPage
  ).items.map((f) => f.id);

/*
 * The office is open Monday to Saturday 09:30-18:00 (Asia/Kolkata, UTC+5:30), closed on Sunday;
 * F&B's targets are 4 working hours to the first reply and 24 to the resolution, General's 8 and 40.
 */
describe('the response targets, counted in the office hours', () => {
  it('times a Saturday-night message from Monday, marks it overdue when late, and counts the working minutes', async () => {
    setClock('2026-12-05T16:30:00Z'); // Saturday 22:00
    const f = await writeFeedback(as('member'));
    // 4 h from Monday 09:30 -> 13:30; 24 h: Monday 8.5 + Tuesday 8.5 + Wednesday 7 -> 16:30.
    expect(f.firstReplyDueAt).toBe('2026-12-07T08:00:00.000Z');
    expect(f.resolutionDueAt).toBe('2026-12-09T11:00:00.000Z');

    setClock('2026-12-06T12:00:00Z'); // Sunday: nothing is late
    expect((await officeRead(f.id)).overdue).toBe(false);
    expect(await overdueIds()).not.toContain(f.id);

    setClock('2026-12-07T08:30:00Z'); // Monday 14:00: the first reply is late
    expect((await officeRead(f.id)).overdue).toBe(true);
    expect(await overdueIds()).toContain(f.id);
    const replied = (await staffReply(f.id, 'Sorry for the wait.')).json();
    expect(replied).toMatchObject({ overdue: false, firstReplyMinutes: 270 });
    expect(await overdueIds()).not.toContain(f.id);

    setClock('2026-12-10T04:30:00Z'); // Thursday 10:00: the resolution is late
    expect(await overdueIds()).toContain(f.id);
    const done = (await setStatus(f.id, 'resolved', replied.version)).json();
    // Monday, Tuesday and Wednesday whole (3 x 510) and Thursday's first 30 minutes.
    expect(done).toMatchObject({ overdue: false, resolutionMinutes: 1560 });
    await as('member').inject({
      method: 'PUT',
      url: `${FEEDBACK_API.mine}/${f.id}/rating`,
      payload: { rating: 4 },
    });

    // A General one written on Monday 10:00, never answered: late since Monday 18:00.
    setClock('2026-12-07T04:30:00Z');
    const g = await writeFeedback(as('member'), { category: 'general', subject: 'Parking' });
    expect(g.firstReplyDueAt).toBe('2026-12-07T12:30:00.000Z');
    setClock('2026-12-10T04:30:00Z');

    const figures = await as('admin').inject({
      url: `${FEEDBACK_API.figures}?from=2026-12&to=2026-12`,
    });
    expect(figures.statusCode).toBe(200);
    expect(figures.json().items).toEqual([
      {
        month: '2026-12',
        category: 'fnb',
        count: 1,
        medianFirstReplyMinutes: 270,
        medianResolutionMinutes: 1560,
        averageAnswerRating: 4,
        overdue: 0,
      },
      {
        month: '2026-12',
        category: 'general',
        count: 1,
        medianFirstReplyMinutes: null,
        medianResolutionMinutes: null,
        averageAnswerRating: null,
        overdue: 1,
      },
    ]);
    const none = await as('admin').inject({
      url: `${FEEDBACK_API.figures}?from=2026-11&to=2026-11`,
    });
    expect(none.json().items).toEqual([]);
    expect(
      errorFields(
        await as('admin').inject({ url: `${FEEDBACK_API.figures}?from=2026-12&to=2026-11` }),
      ),
    ).toEqual(['to']);
  });

  it('takes the office hours from the general settings (validated) for the next feedback', async () => {
    const settings = (await as('admin').inject({ url: SETTINGS_API.settings })).json();
    expect(settings.officeHours).toMatchObject({
      mon: { open: '09:30', close: '18:00' },
      sun: null,
    });
    const { uploadMaxBytes: _u, currency: _c, timeZone: _z, ...kept } = settings;
    const save = (officeHours: unknown) =>
      as('admin').inject({
        method: 'PUT',
        url: SETTINGS_API.admin,
        payload: { ...kept, officeHours },
      });
    const closed = Object.fromEntries(Object.keys(settings.officeHours).map((d) => [d, null]));
    expect(errorFields(await save(closed)).join(' ')).toContain('officeHours');
    const backwards = { ...settings.officeHours, sun: { open: '14:00', close: '10:00' } };
    expect(errorFields(await save(backwards)).join(' ')).toContain('officeHours.sun');
    const sunday = { ...settings.officeHours, sun: { open: '10:00', close: '14:00' } };
    const ok = await save(sunday);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().officeHours.sun).toEqual({ open: '10:00', close: '14:00' });

    setClock('2026-12-12T16:30:00Z'); // Saturday 22:00: now due on Sunday 14:00
    const f = await writeFeedback(as('member'));
    expect(f.firstReplyDueAt).toBe('2026-12-13T08:30:00.000Z');
  });
});
