import type { FnbDiet } from '@club/contracts';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIET_KEYS } from './labels';

const COLOR: Record<FnbDiet, string> = { veg: '#0f7b32', non_veg: '#b3261e' };

/**
 * The Indian food mark: a green square with a green dot for vegetarian, a red one for
 * non-vegetarian. The square is drawn for the eye; its meaning is written for screen readers.
 */
export function DietMark({
  diet,
  size = 16,
  decorative = false,
}: {
  diet: FnbDiet;
  size?: number;
  /** Beside a text that already says it (a radio's label): drawn only. */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const color = COLOR[diet];
  return (
    <span style={{ display: 'inline-flex', verticalAlign: 'middle' }} data-diet={diet}>
      <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden focusable="false">
        <rect
          x="1"
          y="1"
          width="14"
          height="14"
          rx="1.5"
          fill="none"
          stroke={color}
          strokeWidth="2"
        />
        <circle cx="8" cy="8" r="3.6" fill={color} />
      </svg>
      {!decorative && <VisuallyHidden>{t(DIET_KEYS[diet])}</VisuallyHidden>}
    </span>
  );
}
