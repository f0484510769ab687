/** What the staff add to the club calendar: a facility's closure, its special timing, a club note. */
export const CLUB_ITEM_KINDS = ['closure', 'timing', 'club'] as const;
export type ClubItemKind = (typeof CLUB_ITEM_KINDS)[number];

/**
 * The kinds of the club calendar's items (each its colour in the legend): the club's events,
 * the staff's items, and the member's own stays, hall functions, event bookings and food pickups.
 */
export const CLUB_CALENDAR_KINDS = [
  'event',
  ...CLUB_ITEM_KINDS,
  'stay',
  'function',
  'booking',
  'pickup',
] as const;
export type ClubCalendarKind = (typeof CLUB_CALENDAR_KINDS)[number];

/** The longest range the club calendar answers in one read (a month view shows 42 days). */
export const CLUB_CALENDAR_MAX_DAYS = 62;
