import type { AttendeeKind, PublicEvent } from '@club/contracts';
import { ATTENDEE_KINDS, EVENT_STATUSES, TOURNAMENT_TYPES } from '@club/contracts/core';
import { statusFamily } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';

export const STATUS_KEYS = keyMap('events:status.', EVENT_STATUSES);
export const STATUS_ACTION_KEYS = keyMap('events:statusAction.', EVENT_STATUSES);
export const TOURNAMENT_KEYS = keyMap('events:tournament.', TOURNAMENT_TYPES);
export const KIND_KEYS = keyMap('events:kind.', ATTENDEE_KINDS);

/** An event's status badge: white on a colour dark enough for it (axe), and its text. */
export const EVENT_STATUS_FAMILY = statusFamily<(typeof EVENT_STATUSES)[number]>({
  variant: 'filled',
  colors: {
    draft: 'gray.7',
    published: '#1e5e2c',
    closed: '#8a4b08',
    cancelled: 'red.9',
    completed: 'blue.9',
  },
  keys: STATUS_KEYS,
});

/** Each attendee kind's price setting of an event. */
export const priceOf = (e: PublicEvent, kind: AttendeeKind) => e[kind];

/** Where an event's booking stands at `now`. */
export type BookingState = 'opensLater' | 'open' | 'closed';
export function bookingState(e: PublicEvent, now: Date = new Date()): BookingState {
  if (e.status !== 'published') return 'closed';
  const t = now.getTime();
  if (t < Date.parse(e.bookingOpensAt)) return 'opensLater';
  if (t >= Date.parse(e.bookingClosesAt)) return 'closed';
  return 'open';
}

/** Whether an event is still to come (it has not ended). */
export const isUpcoming = (e: PublicEvent, now: Date = new Date()) =>
  Date.parse(e.endsAt) > now.getTime() && e.status !== 'completed';
