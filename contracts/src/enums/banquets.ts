/** The banquets' lists: packages, add-ons, hall bookings, sessions and slots. */
export const BANQUET_PACKAGE_TYPES = ['veg', 'non_veg'] as const;

/** How an add-on is priced: per guest, or once for the function. */
export const BANQUET_ADDON_PRICINGS = ['per_guest', 'flat'] as const;

export const BANQUET_BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'completed',
  'rejected',
  'cancelled',
] as const;

/** The statuses whose bookings hold their hall's slot (the unique indexes count them). */
export const BANQUET_HOLDING_STATUSES = ['requested', 'confirmed', 'completed'] as const;

/** A session: the morning or the evening (4 hours each) or the full day (8 hours, both). */
export const BANQUET_SESSIONS_OF_DAY = ['morning', 'evening', 'full_day'] as const;

/** The half-day slots a session takes. */
export const BANQUET_SLOTS = ['morning', 'evening'] as const;

export const BANQUET_LINE_KINDS = [
  'hall',
  'electricity',
  'projector',
  'music',
  'valet',
  'menu',
  'addon',
] as const;

/** A slot of a day gone by, or of today whose start time has passed (the club's time), is 'past'. */
export const BANQUET_SLOT_STATES = ['free', 'taken', 'past'] as const;

export const BANQUET_BOOKING_STEPS = [
  'requested',
  'confirmed',
  'rejected',
  'guests_set',
  'completed',
  'cancelled',
] as const;

/** The sessions a hall is booked for, in hours. */
export const BANQUET_SESSIONS = [4, 8] as const;

/** The GST rates of a hall's hire, in basis points (as rooms: 0, 5, 12, 18 %). */
export const BANQUET_TAX_RATES = [0, 500, 1200, 1800] as const;
