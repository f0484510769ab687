import {
  CHAMBER_BOOKING_STATUSES,
  CHAMBER_NIGHT_STATES,
  type ChamberBookingStatus,
  type ChamberNightState,
} from '@club/contracts';
import { keyMap } from '../../../../lib/i18n';

/** The text of each booking status. */
export const STATUS_KEYS = keyMap('chambers:status.', CHAMBER_BOOKING_STATUSES);

/** Badge colours dark enough for white text (contrast). */
export const STATUS_COLORS: Record<ChamberBookingStatus, string> = {
  requested: 'orange.9',
  confirmed: 'green.9',
  rejected: 'red.9',
  cancelled: 'gray.7',
  checked_in: 'blue.9',
  checked_out: 'teal.9',
  no_show: 'dark.5',
};

/** The text of each night's state in the calendar. */
export const NIGHT_KEYS = keyMap('chambers:book.state.', CHAMBER_NIGHT_STATES);

export const NIGHT_COLORS: Record<ChamberNightState, string> = {
  available: 'var(--mantine-color-green-1)',
  few: 'var(--mantine-color-yellow-1)',
  full: 'var(--mantine-color-red-1)',
};
