import type { CSSProperties } from 'react';

/** Field errors in a red dark enough to read on white (as the members' forms do; axe). */
export const FORM_STYLE = {
  '--mantine-color-error': 'var(--mantine-color-red-8)',
} as CSSProperties;
