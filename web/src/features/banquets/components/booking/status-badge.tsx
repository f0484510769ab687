import type { BanquetBookingStatus } from '@club/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HB_STATUS_COLORS, HB_STATUS_KEYS } from './labels';

/** A hall booking's status as a badge. */
export function HallStatusBadge({ status }: { status: BanquetBookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={HB_STATUS_COLORS[status].color} c={HB_STATUS_COLORS[status].text} variant="light">
      {t(HB_STATUS_KEYS[status])}
    </Badge>
  );
}
