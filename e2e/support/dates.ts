import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { clubTimeZone } from './browser.ts';

/*
 * The club's days as the journeys pick them: the date some days from the club's today (in the
 * club's time zone, not the machine's), and choosing it in a date picker as a person does,
 * by the day's accessible name, paging months forward until it shows.
 */

/** The months in English, as the date pickers name them. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The club's date `days` from today ('YYYY-MM-DD'; negative: before). */
export function clubDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: clubTimeZone() }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date as an English date picker names its day: "5 December 2026". */
export const dayName = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/**
 * Opens the date field `label` in `scope` (a field by its label, or `as: 'button'` for a
 * picker drawn as a button), pages to the month of `date`, picks its day and waits for the
 * picker to close.
 */
export async function pickDate(
  page: Page,
  scope: Locator,
  label: RegExp,
  date: string,
  { as = 'field' }: { as?: 'field' | 'button' } = {},
) {
  const opener =
    as === 'button' ? scope.getByRole('button', { name: label }) : scope.getByLabel(label);
  await opener.click();
  const next = page.locator('button[data-direction="next"]').last();
  await next.waitFor();
  const day = page.getByRole('button', { name: dayName(date), exact: true });
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) await next.click();
  await day.click();
  await expect.poll(() => next.isVisible()).toBe(false);
}
