import type { FnbFulfilment, FnbOrderStatus } from '@club/contracts';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLOR, orderStatusKey } from './labels';

/**
 * An order's status in its words, always whole: the badge grows with its text instead of
 * cutting it ("Bereit zur Abholung" fits as well as "Ordered"); with its fulfilment, a
 * collected order reads "Collected".
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
  const { t } = useTranslation();
  const { color, text } = ORDER_STATUS_COLOR[status];
  return (
    <Badge
      variant="light"
      color={color}
      size={size}
      data-status={status}
      styles={{
        root: { color: text, maxWidth: 'none', overflow: 'visible', flexShrink: 0 },
        label: { overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {t(orderStatusKey(status, fulfilment))}
    </Badge>
  );
}
