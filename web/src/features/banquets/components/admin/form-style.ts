import type { CSSProperties } from 'react';

/** Field errors in a red dark enough to read on white (as the members' forms do; axe). */
export const FORM_STYLE = {
  '--mantine-color-error': 'var(--mantine-color-red-8)',
} as CSSProperties;

/** A tax rate in basis points as a percentage in the reader's language. */
export function taxPercent(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}
