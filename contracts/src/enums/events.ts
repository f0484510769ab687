/** The events' lists: an event, who may come, its bookings, price lines and waitlist. */
export const EVENT_STATUSES = ['draft', 'published', 'closed', 'cancelled', 'completed'] as const;

export const TOURNAMENT_TYPES = ['none', 'singles', 'doubles'] as const;

/** Who may come to an event, each allowed or not, with its price. */
export const ATTENDEE_KINDS = ['member', 'spouse', 'dependent', 'guest'] as const;

/**
 * 'pending_payment': a card booking whose checkout is open; it holds its places until the
 * payment is captured (then 'booked') or given up (then 'cancelled').
 */
export const EVENT_BOOKING_STATUSES = [
  'pending_payment',
  'booked',
  'confirmed',
  'cancelled',
] as const;

/** Who of the household comes: the member, the spouse, or both. */
export const EVENT_BOOKING_WHO = ['member', 'spouse', 'both'] as const;

export const EVENT_PAYMENT_METHODS = ['account', 'card'] as const;

export const EVENT_PRICE_LINES = [
  'member',
  'spouse',
  'dependent',
  'guest',
  'buffetVeg',
  'buffetNonVeg',
] as const;

export const EVENT_BOOKING_STEPS = [
  'booked',
  'confirmed',
  'cancelled',
  'table_replied',
  'attendance',
] as const;

/*
 * The waitlist (issue 11): when too few places are left, the household joins as ONE entry (the
 * whole party, its price computed, nothing charged). When places free, entries are offered
 * strictly in order: the first entry that fits is offered (one that does not fit is skipped,
 * never split, and stays first in line). An offer holds its places until the member confirms
 * (the booking is made and charged), declines, or the event's offer hours pass.
 */
export const EVENT_WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'booked',
  'declined',
  'expired',
  'left',
  'closed',
] as const;

/** The table sizes an event may offer. */
export const EVENT_TABLE_SIZES = [2, 4, 6, 8] as const;

/** Which file of an event an upload or removal names. */
export const EVENT_FILE_KINDS = ['image', 'invitation'] as const;
