import {
  PAYMENT_FAILURE_REASONS,
  PAYMENT_STATUS_VALUES,
  type PaymentStatus,
} from '@club/contracts';
import { StatusBadge, statusFamily, type StatusColor } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';

/** The text of each payment status. */
export const PAYMENT_STATUS_KEYS = keyMap('payments:status.', PAYMENT_STATUS_VALUES);

/** The text of each reason a payment failed (the provider's own words are for the office). */
export const PAYMENT_FAILURE_KEYS = keyMap('payments:failure.', PAYMENT_FAILURE_REASONS);

export const PAYMENT_STATUS_COLOR: Record<PaymentStatus, StatusColor> = {
  created: 'blue',
  authorized: 'cyan',
  captured: 'green',
  failed: 'red',
  refunded: 'gray',
};

/** A payment status's badge: its colour (the admin dashboard's chart takes it too) and text. */
export const PAYMENT_STATUS_FAMILY = statusFamily<PaymentStatus>({
  colors: PAYMENT_STATUS_COLOR,
  keys: PAYMENT_STATUS_KEYS,
});

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge family={PAYMENT_STATUS_FAMILY} status={status} />;
}
