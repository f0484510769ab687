import type { ChamberBookingStatus } from '@club/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, STATUS_KEYS } from './labels';

/** A booking's status as a badge. */
export function StatusBadge({ status }: { status: ChamberBookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status].color} c={STATUS_COLORS[status].text} variant="light">
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
