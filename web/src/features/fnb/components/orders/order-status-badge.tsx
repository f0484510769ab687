import type { FnbOrderStatus } from '@club/contracts';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLOR, ORDER_STATUS_KEYS } from './labels';

/**
 * An order's status in its words, always whole: the badge grows with its text instead of
 * cutting it ("Bereit zur Abholung" fits as well as "Ordered").
 */
export function OrderStatusBadge({
  status,
  size,
}: {
  status: FnbOrderStatus;
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
      {t(ORDER_STATUS_KEYS[status])}
    </Badge>
  );
}
