import type { CSSProperties } from 'react';

/** Every form's field errors in a red dark enough to read on white (axe): a form's `style`. */
export const FORM_STYLE = {
  '--mantine-color-error': 'var(--mantine-color-red-8)',
} as CSSProperties;
