import {
  CHAMBER_BOOKING_STATUSES,
  CHAMBER_NIGHT_STATES,
  type ChamberBookingStatus,
  type ChamberNightState,
} from '@club/contracts';
import { statusFamily } from '../../../../components/status-badge';
import { keyMap } from '../../../../lib/i18n';

/** The text of each booking status. */
export const STATUS_KEYS = keyMap('chambers:status.', CHAMBER_BOOKING_STATUSES);

/** The booking statuses' badges: each one's colour and text. */
export const BOOKING_STATUS_FAMILY = statusFamily<ChamberBookingStatus>({
  colors: {
    requested: 'yellow',
    confirmed: 'green',
    rejected: 'red',
    cancelled: 'gray',
    checked_in: 'blue',
    checked_out: 'teal',
    no_show: 'gray',
  },
  keys: STATUS_KEYS,
});

/** The text of each night's state in the calendar. */
export const NIGHT_KEYS = keyMap('chambers:book.state.', CHAMBER_NIGHT_STATES);

export const NIGHT_COLORS: Record<ChamberNightState, string> = {
  available: 'var(--mantine-color-green-1)',
  few: 'var(--mantine-color-yellow-1)',
  full: 'var(--mantine-color-red-1)',
};
