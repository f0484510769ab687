import { Badge, type BadgeProps, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../lib/i18n';

/**
 * Text colours dark enough for WCAG AA on the light variant's tint of each Mantine colour
 * (Mantine's own shade 9 is not): a light status badge writes its words in these.
 */
export const READABLE_TEXT = {
  blue: '#1c4f8a',
  cyan: '#0b5563',
  green: '#1e5e2c',
  red: '#9b1c1c',
  yellow: '#6b4400',
  gray: '#343a40',
  teal: '#0b5b50',
  violet: '#4b2a8c',
} as const;

/**
 * The readable text colour of a light tint for the scheme in use: the dark words on the light
 * scheme, none (Mantine's own light shade, which reads on the dark tint) on the dark scheme.
 */
export function useReadableText(): (color: keyof typeof READABLE_TEXT) => string | undefined {
  const dark = useComputedColorScheme('light') === 'dark';
  return (color) => (dark ? undefined : READABLE_TEXT[color]);
}

/** The colours a light status badge may take (each has its readable text colour). */
export type StatusColor = keyof typeof READABLE_TEXT;

/**
 * A family of statuses (a chamber booking's, an order's, a member's): each status's colour and
 * text key, written once and read by every badge of the family. `variant: 'light'` (the
 * default) tints the badge and writes in `READABLE_TEXT`; `'dot'` writes in the page's text
 * colour beside a dot of the status's colour (any Mantine colour); `'filled'` writes white on
 * the colour (dark enough for it: axe).
 */
export type StatusFamily<S extends string> =
  | { variant?: 'light'; colors: Record<S, StatusColor>; keys: Record<S, TKey> }
  | { variant: 'dot' | 'filled'; colors: Record<S, string>; keys: Record<S, TKey> };

/** Declares a family (checks that every status has its colour and text). */
export const statusFamily = <S extends string>(family: StatusFamily<S>) => family;

/** A status as a Mantine badge in its family's colour and words. */
export function StatusBadge<S extends string>({
  family,
  status,
  label,
  size,
  'data-testid': testId,
}: {
  family: StatusFamily<S>;
  status: S;
  /** Another text of the status than its family's (an order "Collected" rather than "Delivered"). */
  label?: TKey;
  size?: BadgeProps['size'];
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const key: TKey = label ?? family.keys[status];
  const variant = family.variant ?? 'light';
  const color = family.colors[status];
  const readable = useReadableText();
  const text =
    family.variant === undefined || family.variant === 'light'
      ? readable(family.colors[status])
      : undefined;
  return (
    <Badge
      variant={variant}
      color={color}
      size={size}
      data-status={status}
      data-testid={testId}
      styles={text ? { root: { color: text } } : undefined}
    >
      {t(key)}
    </Badge>
  );
}
