import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { clubFormatter } from './club-format';
import { officeHoursLines } from './office-hours-text';

const format = (language: string) =>
  clubFormatter({ language, timeZone: 'Asia/Kolkata', currency: 'INR' });
/** The lines as the footer shows them (club-format writes times with plain spaces). */
const lines = (hours: OfficeHours, language: string) => officeHoursLines(hours, format(language));
const weekday = { open: '09:30', close: '18:00' };
/** Monday to Friday 09:30-18:00, Saturday 10:00-14:00, Sunday closed. */
const SPLIT_WEEK: OfficeHours = {
  ...DEFAULT_OFFICE_HOURS,
  sat: { open: '10:00', close: '14:00' },
};

describe('officeHoursLines: the office hours as people read them', () => {
  it('groups the days with the same hours, in the reader’s day names and times', () => {
    expect(lines(SPLIT_WEEK, 'en')).toEqual([
      'Mon–Fri 9:30 am – 6:00 pm',
      'Sat 10:00 am – 2:00 pm',
    ]);
    expect(lines(SPLIT_WEEK, 'es')).toEqual(['Lun–vie 9:30–18:00', 'Sáb 10:00–14:00']);
    expect(lines(SPLIT_WEEK, 'de')).toEqual(['Mo–Fr 09:30–18:00 Uhr', 'Sa 10:00–14:00 Uhr']);
  });

  it('reads the whole open week as one run, and leaves the closed days out', () => {
    expect(lines(DEFAULT_OFFICE_HOURS, 'en')).toEqual(['Mon–Sat 9:30 am – 6:00 pm']);
    const everyDay = { ...DEFAULT_OFFICE_HOURS, sun: weekday };
    expect(lines(everyDay, 'de')).toEqual(['Mo–So 09:30–18:00 Uhr']);
  });

  it('starts a new run after a closed day, even with the same hours', () => {
    const wednesdayOff: OfficeHours = { ...DEFAULT_OFFICE_HOURS, wed: null, sat: null };
    expect(lines(wednesdayOff, 'en')).toEqual([
      'Mon–Tue 9:30 am – 6:00 pm',
      'Thu–Fri 9:30 am – 6:00 pm',
    ]);
    const sundayOnly: OfficeHours = {
      mon: null,
      tue: null,
      wed: null,
      thu: null,
      fri: null,
      sat: null,
      sun: { open: '10:00', close: '12:30' },
    };
    expect(lines(sundayOnly, 'es')).toEqual(['Dom 10:00–12:30']);
  });
});
