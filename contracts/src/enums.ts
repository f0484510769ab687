/*
 * The areas' fixed lists of values, free of zod: the schemas build their enums from them
 * (events.ts, banquets.ts), and the web app's labels read them from '@club/contracts/core'.
 */

export const EVENT_STATUSES = ['draft', 'published', 'closed', 'cancelled', 'completed'] as const;

export const TOURNAMENT_TYPES = ['none', 'singles', 'doubles'] as const;

/** Who may come to an event, each allowed or not, with its price. */
export const ATTENDEE_KINDS = ['member', 'spouse', 'dependent', 'guest'] as const;

export const BANQUET_PACKAGE_TYPES = ['veg', 'non_veg'] as const;

/** How an add-on is priced: per guest, or once for the function. */
export const BANQUET_ADDON_PRICINGS = ['per_guest', 'flat'] as const;

/** The most nights of one chamber booking, and the most rooms (public pages say so too). */
export const CHAMBER_MAX_NIGHTS = 30;
export const CHAMBER_MAX_ROOMS = 5;

export const ROOM_TYPES = ['single', 'double', 'suite'] as const;

/** The GST rates of room stays, in basis points (0 %, 5 %, 12 %, 18 %). */
export const CHAMBER_TAX_RATES = [0, 500, 1200, 1800] as const;
