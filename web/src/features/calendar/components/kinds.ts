import { CLUB_CALENDAR_KINDS, type ClubCalendarKind } from '@club/contracts/core';
import { keyMap } from '../../../lib/i18n';

/** The text of each kind of the club calendar's items (the legend, the details). */
export const KIND_KEYS = keyMap('calendar:kinds.', CLUB_CALENDAR_KINDS);

/**
 * Each kind's colour: dark enough for white text on it (AA), distinct in the legend. The
 * member's own items are the greens and violets, the club's the blues, reds and oranges.
 */
export const KIND_COLOURS: Record<ClubCalendarKind, string> = {
  event: '#1864ab',
  closure: '#c92a2a',
  timing: '#a0430a',
  club: '#862e9c',
  stay: '#087f5b',
  function: '#5f3dc4',
  booking: '#0b7285',
  pickup: '#a61e4d',
};
