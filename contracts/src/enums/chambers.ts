/** The chambers' lists: rooms, bookings, the guests' club checks. */
/** The most nights of one chamber booking, and the most rooms (public pages say so too). */
export const CHAMBER_MAX_NIGHTS = 30;
export const CHAMBER_MAX_ROOMS = 5;

export const ROOM_TYPES = ['single', 'double', 'suite'] as const;

/** The GST rates of room stays, in basis points (0 %, 5 %, 12 %, 18 %). */
export const CHAMBER_TAX_RATES = [0, 500, 1200, 1800] as const;

export const CHAMBER_BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'rejected',
  'cancelled',
  'checked_in',
  'checked_out',
  'no_show',
] as const;

/** The statuses whose bookings hold their nights (availability counts them). */
export const CHAMBER_HOLDING_STATUSES = ['requested', 'confirmed', 'checked_in'] as const;

export const CHAMBER_GUEST_TYPES = ['member', 'affiliate'] as const;

/**
 * The affiliated club's check of its guest (an affiliate-club guest's booking): 'none' for a
 * member's own guest, 'pending' while the club's verify and decline links wait, then
 * 'verified' or 'declined'. The office confirms an affiliate guest's booking once verified.
 */
export const CHAMBER_CLUB_CHECKS = ['none', 'pending', 'verified', 'declined'] as const;

export const CHAMBER_NIGHT_STATES = ['available', 'few', 'full'] as const;

/** The steps of a booking's history: each status it can reach. */
export const CHAMBER_BOOKING_STEPS = CHAMBER_BOOKING_STATUSES;

/** The office records the club's answer by hand (it came by phone); declining needs a reason. */
export const CLUB_CHECK_ANSWERS = ['verified', 'declined'] as const;

/**
 * The affiliated club's signed link (the mail's verify or decline link): the page reads the
 * request's facts with it, and answers with it (a POST, so a mail scanner's GET decides
 * nothing). The token names the booking, the action and the expiry, signed by the server.
 */
export const CLUB_LINK_ACTIONS = ['verify', 'decline'] as const;
