import type { BanquetBookingStatus } from '@club/contracts';
import { StatusBadge } from '../../../../components/status-badge';
import { HB_STATUS_FAMILY } from './labels';

/** A hall booking's status as a badge. */
export function HallStatusBadge({ status }: { status: BanquetBookingStatus }) {
  return <StatusBadge family={HB_STATUS_FAMILY} status={status} />;
}
