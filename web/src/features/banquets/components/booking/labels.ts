import {
  BANQUET_BOOKING_STATUSES,
  BANQUET_BOOKING_STEPS,
  BANQUET_LINE_KINDS,
  BANQUET_SESSIONS_OF_DAY,
  BANQUET_SLOT_STATES,
  type BanquetBookingStatus,
} from '@club/contracts';
import { statusFamily } from '../../../../components/status-badge';
import { keyMap } from '../../../../lib/i18n';

/** The texts of the hall booking statuses, steps, sessions, slot states and price lines. */
export const HB_STATUS_KEYS = keyMap('banquets:hb.status.', BANQUET_BOOKING_STATUSES);
export const HB_STEP_KEYS = keyMap('banquets:hb.step.', BANQUET_BOOKING_STEPS);
export const HB_SESSION_KEYS = keyMap('banquets:hb.session.', BANQUET_SESSIONS_OF_DAY);
export const HB_SLOT_KEYS = keyMap('banquets:hb.slot.', BANQUET_SLOT_STATES);
export const HB_LINE_KEYS = keyMap('banquets:hb.line.', BANQUET_LINE_KINDS);

/** The hall booking statuses' badges: each one's colour and text. */
export const HB_STATUS_FAMILY = statusFamily<BanquetBookingStatus>({
  colors: {
    requested: 'yellow',
    confirmed: 'green',
    completed: 'teal',
    rejected: 'red',
    cancelled: 'gray',
  },
  keys: HB_STATUS_KEYS,
});
