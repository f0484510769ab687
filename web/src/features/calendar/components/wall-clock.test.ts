import { describe, expect, it } from 'vitest';
import { addDays, clubNowAsUtc, formValuesOf, itemOf, wallOf } from './wall-clock';

describe("the club calendar's wall clock", () => {
  it('reads FullCalendar dates (UTC) as the club wall clock the API writes', () => {
    const at = new Date('2026-12-10T14:30:00Z');
    expect(wallOf(at, false)).toBe('2026-12-10T14:30');
    expect(wallOf(at, true)).toBe('2026-12-10');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("takes the club's now in its time zone", () => {
    const now = new Date('2026-12-07T20:00:00Z');
    expect(wallOf(clubNowAsUtc('Asia/Kolkata', now), false)).toBe('2026-12-08T01:30');
  });

  it('turns the form (an all-day end inclusive) into the item and back', () => {
    const values = {
      ...formValuesOf(null, '2026-12-10'),
      title: 'Pool closed',
      endDate: '2026-12-11',
    };
    const item = itemOf(values);
    expect(item).toMatchObject({
      start: '2026-12-10',
      end: '2026-12-12',
      allDay: true,
      facility: null,
    });
    const timed = itemOf({ ...values, allDay: false, startTime: '06:00', endTime: '09:30' });
    expect(timed).toMatchObject({ start: '2026-12-10T06:00', end: '2026-12-11T09:30' });
    const back = formValuesOf(
      {
        id: 'closure-1',
        kind: 'closure',
        sourceId: 1,
        title: 'Pool closed',
        note: '',
        facility: 'swimming',
        start: '2026-12-10',
        end: '2026-12-12',
        allDay: true,
        version: 0,
        editable: true,
      },
      '2026-12-01',
    );
    expect(back).toMatchObject({
      startDate: '2026-12-10',
      endDate: '2026-12-11',
      facility: 'swimming',
    });
  });
});
