import type { FnbDiet } from '@club/contracts';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIET_KEYS } from '../lib/text-keys';

/** The colours of the marks: dark enough against white and the dark theme's cards (3:1). */
const COLOR: Record<FnbDiet, string> = { veg: '#1b7a2f', non_veg: '#b3261e' };

/**
 * The Indian food mark: a green square with a dot (vegetarian) or a red square with a
 * triangle (non-vegetarian), on white in either theme. Its meaning is written, not left to the
 * colour: an image named "Vegetarian" for screen readers (the text hidden from the eye), the
 * text beside the mark with `withText` (a printed ticket), or nothing for a mark beside a text
 * that already says it (`decorative`: a radio's label).
 */
export function DietMark({
  diet,
  size = 16,
  withText = false,
  decorative = false,
}: {
  diet: FnbDiet;
  /** The square's side in pixels. */
  size?: number;
  /** Writes the meaning beside the mark, not only for screen readers. */
  withText?: boolean;
  /** Beside a text that already says it: drawn only. */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const label = t(DIET_KEYS[diet]);
  const color = COLOR[diet];
  const mark = (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden
      focusable="false"
      style={{ flex: 'none', background: '#fff', borderRadius: 2 }}
    >
      <rect
        x="1"
        y="1"
        width="14"
        height="14"
        rx="1.5"
        fill="none"
        stroke={color}
        strokeWidth="1.8"
      />
      {diet === 'veg' ? (
        <circle cx="8" cy="8" r="3.6" fill={color} />
      ) : (
        <path d="M8 3.8 L12.2 11.6 H3.8 Z" fill={color} />
      )}
    </svg>
  );
  const style = {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'middle',
    flexShrink: 0,
  } as const;
  if (decorative)
    return (
      <span style={style} data-diet={diet} aria-hidden>
        {mark}
      </span>
    );
  if (withText)
    return (
      <span style={style} data-diet={diet}>
        {mark}
        <span style={{ marginInlineStart: 4, fontSize: '0.8em' }}>{label}</span>
      </span>
    );
  return (
    <span style={style} data-diet={diet} role="img" aria-label={label}>
      {mark}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
