import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { switchLanguage } from '../../lib/i18n';
import { testSettings } from '../../test/app-harness';
import { clubFormatter, dayIn } from './club-format';
import { settingsKeys } from './api/keys';
import { useClubFormat } from './use-club-format';

// 2026-11-24 20:05 UTC: already the 25th in Kolkata (UTC+5:30), still the 24th in New York.
const LATE = '2026-11-24T20:05:00Z';

describe('clubFormatter: the club time zone, one format per language', () => {
  const en = clubFormatter({ language: 'en', timeZone: 'Asia/Kolkata', currency: 'INR' });
  const es = clubFormatter({ language: 'es', timeZone: 'Asia/Kolkata', currency: 'INR' });
  const de = clubFormatter({ language: 'de', timeZone: 'Asia/Kolkata', currency: 'INR' });

  it("shows an instant's date and time at the club, whatever the browser's zone", () => {
    expect(en.date(LATE)).toBe('25 Nov 2026');
    expect(en.dateTime(LATE)).toBe('25 Nov 2026, 1:35 am');
    expect(en.time(LATE)).toBe('1:35 am');
    const ny = clubFormatter({ language: 'en', timeZone: 'America/New_York', currency: 'USD' });
    expect(ny.date(LATE)).toBe('24 Nov 2026');
    expect(ny.time(LATE)).toBe('3:05 pm');
  });

  it('has one date format per language', () => {
    expect(es.date(LATE)).toBe('25 nov 2026');
    expect(es.dateTime(LATE)).toBe('25 nov 2026, 1:35');
    expect(de.date(LATE)).toBe('25.11.2026');
    expect(de.dateTime(LATE)).toBe('25.11.2026, 01:35');
    // Another language reads as English.
    expect(clubFormatter({ language: 'fr', timeZone: 'UTC', currency: 'INR' }).date(LATE)).toBe(
      '24 Nov 2026',
    );
  });

  it('shows a calendar date as it is, in the same format as an instant', () => {
    expect(en.date('2026-01-31')).toBe('31 Jan 2026');
    expect(de.date('2026-01-31')).toBe('31.01.2026');
    const west = clubFormatter({ language: 'en', timeZone: 'Pacific/Honolulu', currency: 'USD' });
    expect(west.date('2026-01-31')).toBe('31 Jan 2026');
  });

  it('names months and times of day in the language', () => {
    expect(en.month('2026-03')).toBe('March 2026');
    expect(es.month('2026-03')).toBe('marzo de 2026');
    expect(de.monthName(12)).toBe('Dezember');
    expect(en.clock('18:30')).toBe('6:30 pm');
    expect(de.clock('07:05')).toBe('07:05');
    // Plain spaces, as the browser writes them (Node's narrow ones broke the footer's hydration).
    expect(en.clockRange('09:30', '18:00')).toBe('9:30 am – 6:00 pm');
    expect(de.clockRange('09:30', '18:00')).toBe('09:30–18:00 Uhr');
  });

  it("knows the club's today and the club's date of an instant", () => {
    const now = new Date(LATE);
    expect(en.today(now)).toBe('2026-11-25');
    expect(en.year(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
    expect(en.year(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
    const west = clubFormatter({ language: 'en', timeZone: 'Pacific/Honolulu', currency: 'USD' });
    expect(west.year(new Date('2027-01-01T09:59:00Z'))).toBe(2026);
    expect(west.year(new Date('2027-01-01T10:00:00Z'))).toBe(2027);
    expect(west.year(new Date('2027-06-15T00:00:00Z'))).toBe(2027);
    expect(dayIn('UTC', LATE)).toBe('2026-11-24');
    expect(en.dayOf(LATE)).toBe('2026-11-25');
  });

  it("labels a date picker's value in the same format", () => {
    expect(en.pickerLabel({ type: 'default', date: '2026-03-05', labelSeparator: '–' })).toBe(
      '5 Mar 2026',
    );
    expect(
      de.pickerLabel({ type: 'range', date: ['2026-03-05', '2026-03-09'], labelSeparator: '–' }),
    ).toBe('05.03.2026 – 09.03.2026');
    expect(en.pickerLabel({ type: 'range', date: [null, null], labelSeparator: '–' })).toBe('');
    expect(en.pickerLabel({ type: 'default', date: null, labelSeparator: '–' })).toBe('');
  });

  it('shows rates in basis points as percentages, and sizes in megabytes, in the language', () => {
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(en.percent(1800)).toBe('18%');
    expect(plain(de.percent(1250))).toBe('12,5 %');
    expect(plain(es.percent(500))).toBe('5 %');
    expect(plain(en.megabytes(5 * 1024 * 1024))).toBe('5 MB');
    expect(plain(de.megabytes(1.5 * 1024 * 1024))).toBe('1,5 MB');
  });

  it('shows money in the club currency and the language', () => {
    expect(en.money(123450)).toBe('₹1,234.50');
    expect(de.money(123450).replace(/\s/g, ' ')).toBe('1.234,50 ₹');
  });
});

describe('useClubFormat', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("follows the club's settings and the reader's language", async () => {
    const client = new QueryClient();
    client.setQueryData(settingsKeys.all, { ...testSettings, timeZone: 'America/New_York' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useClubFormat(), { wrapper });
    expect(result.current.timeZone).toBe('America/New_York');
    expect(result.current.date(LATE)).toBe('24 Nov 2026');
    await act(() => switchLanguage('de'));
    rerender();
    await waitFor(() => expect(result.current.date(LATE)).toBe('24.11.2026'));
    expect(result.current.locale).toBe('de-DE');
  });
});
