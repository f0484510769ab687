import {
  CHAMBER_BOOKING_STATUSES,
  CHAMBER_NIGHT_STATES,
  type ChamberBookingStatus,
  type ChamberNightState,
} from '@club/contracts';
import { keyMap } from '../../../../lib/i18n';

/** The text of each booking status. */
export const STATUS_KEYS = keyMap('chambers:status.', CHAMBER_BOOKING_STATUSES);

/** A status badge's colour (Mantine's) and a text colour readable on its light tint (WCAG AA). */
export const STATUS_COLORS: Record<ChamberBookingStatus, { color: string; text: string }> = {
  requested: { color: 'yellow', text: '#6b4400' },
  confirmed: { color: 'green', text: '#1e5e2c' },
  rejected: { color: 'red', text: '#9b1c1c' },
  cancelled: { color: 'gray', text: '#343a40' },
  checked_in: { color: 'blue', text: '#1c4f8a' },
  checked_out: { color: 'teal', text: '#0b5b50' },
  no_show: { color: 'gray', text: '#343a40' },
};

/** The text of each night's state in the calendar. */
export const NIGHT_KEYS = keyMap('chambers:book.state.', CHAMBER_NIGHT_STATES);

export const NIGHT_COLORS: Record<ChamberNightState, string> = {
  available: 'var(--mantine-color-green-1)',
  few: 'var(--mantine-color-yellow-1)',
  full: 'var(--mantine-color-red-1)',
};
