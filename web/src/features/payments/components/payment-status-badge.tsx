import {
  PAYMENT_FAILURE_REASONS,
  PAYMENT_STATUS_VALUES,
  type PaymentStatus,
} from '@club/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { keyMap } from '../../../lib/i18n';

/** The text of each payment status. */
export const PAYMENT_STATUS_KEYS = keyMap('payments:status.', PAYMENT_STATUS_VALUES);

/** The text of each reason a payment failed (the provider's own words are for the office). */
export const PAYMENT_FAILURE_KEYS = keyMap('payments:failure.', PAYMENT_FAILURE_REASONS);

export const PAYMENT_STATUS_COLOR: Record<PaymentStatus, string> = {
  created: 'blue',
  authorized: 'cyan',
  captured: 'green',
  failed: 'red',
  refunded: 'gray',
};

/** Text colours dark enough for WCAG AA on the light variant's tint (Mantine's shade 9 is not). */
export const READABLE_TEXT: Record<string, string> = {
  blue: '#1c4f8a',
  cyan: '#0b5563',
  green: '#1e5e2c',
  red: '#9b1c1c',
  yellow: '#6b4400',
  gray: '#343a40',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={PAYMENT_STATUS_COLOR[status]}
      // The light variant's text is too pale on its tint for WCAG AA: one shade darker.
      styles={{ root: { color: READABLE_TEXT[PAYMENT_STATUS_COLOR[status]] } }}
    >
      {t(PAYMENT_STATUS_KEYS[status])}
    </Badge>
  );
}
