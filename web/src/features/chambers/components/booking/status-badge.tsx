import type { ChamberBookingStatus } from '@club/contracts';
import { StatusBadge as Badge } from '../../../../components/status-badge';
import { BOOKING_STATUS_FAMILY } from './labels';

/** A booking's status as a badge. */
export function StatusBadge({ status }: { status: ChamberBookingStatus }) {
  return <Badge family={BOOKING_STATUS_FAMILY} status={status} />;
}
