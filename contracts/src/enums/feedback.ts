/** The feedback area's lists: what a member writes about, where it stands, what it may name. */

/** What a piece of feedback is about (DOMAIN.md "Feedback"). */
export const FEEDBACK_CATEGORIES = [
  'fnb',
  'bar',
  'events',
  'chambers',
  'banquets',
  'sports',
  'facilities',
  'general',
] as const;

/**
 * Where it stands: 'open' (nobody has answered yet), 'in_progress' (the office answered, or the
 * member wrote again on a resolved one), 'resolved' (the office says it is settled; the member
 * may rate the answer, or write again, which reopens it), 'closed' (final).
 */
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;

/** What a feedback may be linked to: one of the member's own orders, stays, hall or event bookings. */
export const FEEDBACK_LINK_KINDS = ['order', 'stay', 'hall_booking', 'event_booking'] as const;

/** Who wrote a message of the conversation. */
export const FEEDBACK_AUTHOR_KINDS = ['member', 'staff'] as const;

/** The weekdays of the club's office hours, Monday first (ISO order). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
