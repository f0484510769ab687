/**
 * A button whose words may take two lines on a phone (German: "Änderung der Anschrift
 * beantragen"): its height grows with them instead of cutting them.
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 },
} as const;
