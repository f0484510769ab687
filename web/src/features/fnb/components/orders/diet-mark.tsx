import type { FnbDiet } from '@club/contracts';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_DIET_KEYS } from './labels';

const COLOR: Record<FnbDiet, string> = { veg: '#0f7b32', non_veg: '#b3261e' };

/**
 * The Indian food mark beside an order line: a green square with a dot for vegetarian, a red
 * one for non-vegetarian; its meaning is written for screen readers (and on paper, `printText`).
 */
export function OrderDietMark({
  diet,
  size = 14,
  withText = false,
}: {
  diet: FnbDiet;
  size?: number;
  /** Writes the meaning beside the mark (a printed ticket), not only for screen readers. */
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const color = COLOR[diet];
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        verticalAlign: 'middle',
        flexShrink: 0,
      }}
      data-diet={diet}
    >
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
        {diet === 'veg' ? (
          <circle cx="8" cy="8" r="3.6" fill={color} />
        ) : (
          <path d="M8 4.2 L11.6 11 H4.4 Z" fill={color} />
        )}
      </svg>
      {withText ? (
        <span style={{ marginInlineStart: 4, fontSize: '0.8em' }}>{t(ORDER_DIET_KEYS[diet])}</span>
      ) : (
        <VisuallyHidden>{t(ORDER_DIET_KEYS[diet])}</VisuallyHidden>
      )}
    </span>
  );
}
