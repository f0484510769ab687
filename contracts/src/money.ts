/** Money is integer minor units (paise) end to end; these turn it into text and back. */
export function formatMinor(minor: number, currency = 'INR', locale = 'en-IN'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** "500", "500.5", "500.50" -> 50050; anything else (or more than 2 decimals) -> null. */
export function parseMajorToMinor(text: string): number | null {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  return whole * 100 + frac;
}
