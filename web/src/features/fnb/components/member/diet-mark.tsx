import type { FnbDiet } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { DIET_KEYS } from './use-menu-format';

/** The colours of the marks: dark enough against white and the dark theme's cards (3:1). */
const COLOR: Record<FnbDiet, string> = { veg: '#1b7a2f', non_veg: '#b3261e' };

/**
 * The Indian food mark: a green square with a dot (vegetarian) or a red square with a
 * triangle (non-vegetarian), named for screen readers.
 */
export function DietMark({ diet, size = 16 }: { diet: FnbDiet; size?: number }) {
  const { t } = useTranslation();
  const label = t(DIET_KEYS[diet]);
  const color = COLOR[diet];
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      style={{ flex: 'none', background: '#fff', borderRadius: 2 }}
      data-diet={diet}
    >
      <title>{label}</title>
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
}
