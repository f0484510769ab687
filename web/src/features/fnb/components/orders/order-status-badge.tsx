import type { FnbFulfilment, FnbOrderStatus } from '@club/contracts';
import type { BadgeProps } from '@mantine/core';
import { StatusBadge } from '../../../../components/status-badge';
import { ORDER_STATUS_FAMILY, orderStatusKey } from './labels';

/**
 * An order's status in its words, always whole (the theme's badges grow with their text:
 * "Bereit zur Abholung" fits as well as "Ordered"); with its fulfilment, a collected order
 * reads "Collected".
 */
export function OrderStatusBadge({
  status,
  fulfilment,
  size,
}: {
  status: FnbOrderStatus;
  fulfilment?: FnbFulfilment;
  size?: BadgeProps['size'];
}) {
  return (
    <StatusBadge
      family={ORDER_STATUS_FAMILY}
      status={status}
      label={orderStatusKey(status, fulfilment)}
      size={size}
    />
  );
}
