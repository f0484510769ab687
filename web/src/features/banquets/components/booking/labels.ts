import {
  BANQUET_BOOKING_STATUSES,
  BANQUET_BOOKING_STEPS,
  BANQUET_LINE_KINDS,
  BANQUET_SESSIONS_OF_DAY,
  BANQUET_SLOT_STATES,
  type BanquetBookingStatus,
} from '@club/contracts';
import { keyMap } from '../../../../lib/i18n';

/** The texts of the hall booking statuses, steps, sessions, slot states and price lines. */
export const HB_STATUS_KEYS = keyMap('banquets:hb.status.', BANQUET_BOOKING_STATUSES);
export const HB_STEP_KEYS = keyMap('banquets:hb.step.', BANQUET_BOOKING_STEPS);
export const HB_SESSION_KEYS = keyMap('banquets:hb.session.', BANQUET_SESSIONS_OF_DAY);
export const HB_SLOT_KEYS = keyMap('banquets:hb.slot.', BANQUET_SLOT_STATES);
export const HB_LINE_KEYS = keyMap('banquets:hb.line.', BANQUET_LINE_KINDS);

/** A status badge's colour (Mantine's) and a text colour readable on its light tint (WCAG AA). */
export const HB_STATUS_COLORS: Record<BanquetBookingStatus, { color: string; text: string }> = {
  requested: { color: 'yellow', text: '#6b4400' },
  confirmed: { color: 'green', text: '#1e5e2c' },
  completed: { color: 'teal', text: '#0b5b50' },
  rejected: { color: 'red', text: '#9b1c1c' },
  cancelled: { color: 'gray', text: '#343a40' },
};
