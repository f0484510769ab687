import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '@club/contracts';
import { addOfficeMinutes, officeMinutesBetween } from './office-hours.ts';

const KOLKATA = 'Asia/Kolkata';
const BERLIN = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);
const HOUR = 60;

describe('office time (Monday to Saturday 09:30-18:00, Sunday closed, Kolkata)', () => {
  it('counts a Saturday-night message from Monday opening: 4 h due Monday 13:30', () => {
    // Saturday 2026-12-05 22:00 IST = 16:30Z; Monday 13:30 IST = 08:00Z.
    const due = addOfficeMinutes(
      at('2026-12-05T16:30:00Z'),
      4 * HOUR,
      DEFAULT_OFFICE_HOURS,
      KOLKATA,
    );
    expect(due.toISOString()).toBe('2026-12-07T08:00:00.000Z');
    expect(
      officeMinutesBetween(at('2026-12-05T16:30:00Z'), due, DEFAULT_OFFICE_HOURS, KOLKATA),
    ).toBe(4 * HOUR);
  });

  it('counts a message at 08:00 on a weekday from 09:30', () => {
    // Tuesday 2026-12-08 08:00 IST = 02:30Z; one hour after 09:30 IST = 05:00Z.
    const due = addOfficeMinutes(at('2026-12-08T02:30:00Z'), HOUR, DEFAULT_OFFICE_HOURS, KOLKATA);
    expect(due.toISOString()).toBe('2026-12-08T05:00:00.000Z');
  });

  it('carries what is left at closing to the next open day', () => {
    // Friday 17:00 IST (11:30Z): one hour on Friday, three on Saturday from 09:30 -> 12:30 IST.
    const due = addOfficeMinutes(
      at('2026-12-04T11:30:00Z'),
      4 * HOUR,
      DEFAULT_OFFICE_HOURS,
      KOLKATA,
    );
    expect(due.toISOString()).toBe('2026-12-05T07:00:00.000Z');
    // A whole working week is 6 x 8.5 h.
    expect(
      officeMinutesBetween(
        at('2026-12-07T00:00:00Z'),
        at('2026-12-14T00:00:00Z'),
        DEFAULT_OFFICE_HOURS,
        KOLKATA,
      ),
    ).toBe(6 * 510);
  });

  it('counts nothing outside the hours and nothing backwards', () => {
    const sunday = at('2026-12-06T06:00:00Z');
    expect(
      officeMinutesBetween(sunday, at('2026-12-06T12:00:00Z'), DEFAULT_OFFICE_HOURS, KOLKATA),
    ).toBe(0);
    expect(
      officeMinutesBetween(
        at('2026-12-08T06:00:00Z'),
        at('2026-12-08T05:00:00Z'),
        DEFAULT_OFFICE_HOURS,
        KOLKATA,
      ),
    ).toBe(0);
  });

  it('follows the wall clock across a daylight-saving change (Berlin, spring forward)', () => {
    const hours: OfficeHours = { ...DEFAULT_OFFICE_HOURS, sun: { open: '10:00', close: '12:00' } };
    // Saturday 2026-03-28 17:00 CET = 16:00Z: one hour on Saturday, then Sunday 29th (now CEST,
    // UTC+2) from 10:00 = 08:00Z, one hour -> 09:00Z (not 10:00Z as a fixed UTC+1 would say).
    const due = addOfficeMinutes(at('2026-03-28T16:00:00Z'), 2 * HOUR, hours, BERLIN);
    expect(due.toISOString()).toBe('2026-03-29T09:00:00.000Z');
    // To Monday 09:30 CEST (07:30Z): Saturday 60 + Sunday 120 minutes.
    expect(
      officeMinutesBetween(at('2026-03-28T16:00:00Z'), at('2026-03-30T07:30:00Z'), hours, BERLIN),
    ).toBe(180);
  });

  it('refuses hours with no open day instead of looping for ever', () => {
    const closed = Object.fromEntries(
      Object.keys(DEFAULT_OFFICE_HOURS).map((d) => [d, null]),
    ) as OfficeHours;
    expect(() => addOfficeMinutes(at('2026-12-05T16:30:00Z'), 60, closed, KOLKATA)).toThrow(
      /no open day/,
    );
    expect(() =>
      officeMinutesBetween(at('2026-12-05T16:30:00Z'), at('2026-12-07T16:30:00Z'), closed, KOLKATA),
    ).toThrow(/no open day/);
  });
});
