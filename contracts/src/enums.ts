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

/* ---------- auth ---------- */

/** Who signs in: a member (code + PIN) or a staff user (code + password). */
export const ACCOUNT_KINDS = ['member', 'staff'] as const;

/** What a one-time link by mail does: activate online access, or reset a PIN or password. */
export const LINK_PURPOSES = ['activate', 'reset'] as const;

/* ---------- banquet-bookings ---------- */

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

/* ---------- banquets ---------- */

/** The sessions a hall is booked for, in hours. */
export const BANQUET_SESSIONS = [4, 8] as const;

/** The GST rates of a hall's hire, in basis points (as rooms: 0, 5, 12, 18 %). */
export const BANQUET_TAX_RATES = [0, 500, 1200, 1800] as const;

/* ---------- calendar ---------- */

export const CALENDAR_SOURCES = ['chambers', 'events', 'banquets'] as const;

/* ---------- cancellation-policy ---------- */

/**
 * The club's cancellation policy for room stays and hall functions: which share of what a
 * booking cost comes back when it is cancelled, by whole days before the stay or function
 * (in the club's time zone). Each booking keeps a copy of the policy in force when it was made,
 * so a later change of the settings never changes what an earlier booking was promised.
 */
export const CANCELLATION_POLICY_KINDS = ['chambers', 'banquets'] as const;

/* ---------- chamber-bookings ---------- */

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

export const CHAMBER_BOOKING_STEPS = [
  'requested',
  'confirmed',
  'rejected',
  'cancelled',
  'checked_in',
  'checked_out',
  'no_show',
] as const;

/** The office records the club's answer by hand (it came by phone); declining needs a reason. */
export const CLUB_CHECK_ANSWERS = ['verified', 'declined'] as const;

/**
 * The affiliated club's signed link (the mail's verify or decline link): the page reads the
 * request's facts with it, and answers with it (a POST, so a mail scanner's GET decides
 * nothing). The token names the booking, the action and the expiry, signed by the server.
 */
export const CLUB_LINK_ACTIONS = ['verify', 'decline'] as const;

/* ---------- content ---------- */

/** Calls to action a page may carry (DOMAIN.md: book a room, book a hall, events, food). */
export const PAGE_CTAS = ['bookRoom', 'bookHall', 'events', 'orderFood', 'contact'] as const;

/** Upload areas anyone may read (served at /api/files/<area>/<name>). */
export const CONTENT_IMAGE_AREAS = [
  'content',
  'gallery',
  'banners',
  'committee',
  'affiliated',
] as const;

/** The languages a page may have a version in besides English (the club's own text). */
export const PAGE_TRANSLATION_LANGUAGES = ['es', 'de'] as const;

export const SITE_IMAGE_KINDS = ['banner', 'gallery'] as const;

/* ---------- event-bookings ---------- */

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

/* ---------- events ---------- */

/** The table sizes an event may offer. */
export const EVENT_TABLE_SIZES = [2, 4, 6, 8] as const;

/** Which file of an event an upload or removal names. */
export const EVENT_FILE_KINDS = ['image', 'invitation'] as const;

/* ---------- mail ---------- */

/** The states of an outbox entry (a mail or another side effect waiting for its handler). */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const;

/* ---------- member-admin ---------- */

export const GENDERS = ['M', 'F', 'O', 'U'] as const;

/** Sports interests: the club's sections, used for broadcast groups. */
export const SPORTS = [
  'Cricket',
  'Hockey',
  'Tennis',
  'Squash',
  'Swimming',
  'Badminton',
  'Billiards',
  'Cards',
  'Library',
  'Gym',
  'Yoga',
] as const;

export const DEPENDENT_RELATIONS = ['Son', 'Daughter', 'Father', 'Mother', 'Other'] as const;

export const SPOUSE_RELATION = 'Spouse' as const;
export const FAMILY_RELATIONS = [SPOUSE_RELATION, ...DEPENDENT_RELATIONS] as const;

export const MEMBER_SORTS = [
  'code',
  'name',
  'membershipType',
  'status',
  'joinedOn',
  'lastLoginAt',
] as const;

/** The columns of the members CSV (import and export); family travels in two text columns. */
export const MEMBER_CSV_COLUMNS = [
  'code',
  'title',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'email',
  'mobile',
  'address',
  'membershipType',
  'status',
  'joinedOn',
  'spouseName',
  'spouseDateOfBirth',
  'dependents',
  'sportsInterests',
  'creditLimit',
  'language',
] as const;

/* ---------- members ---------- */

export const MEMBERSHIP_TYPES = [
  'Life',
  'Ordinary',
  'Corporate',
  'Temporary',
  'Honorary',
  'Affiliate',
] as const;

export const MEMBER_STATUSES = ['Active', 'Suspended', 'Lapsed', 'Resigned', 'Deceased'] as const;

/* ---------- payments ---------- */

export const PAYMENT_STATUS_VALUES = [
  'created',
  'authorized',
  'captured',
  'failed',
  'refunded',
] as const;

export const PAYMENT_PROVIDER_VALUES = ['sandbox', 'razorpay'] as const;

/**
 * What a payment pays: 'dues' (the member's account), 'fnb_order' (one food and beverage
 * order), 'banquet_advance' (a confirmed hall booking's advance) or 'event_booking' (one event
 * booking paid by card); the order's or booking's id is the payment's reference.
 */
export const PAYMENT_PURPOSES = ['dues', 'fnb_order', 'banquet_advance', 'event_booking'] as const;

/**
 * Why a payment failed, as a member is told it (the web app translates the code; the
 * provider's own words stay in `failure_reason` for the office): the card was declined, had
 * too little money, had expired, or its check (OTP, 3-D Secure) failed; the member closed the
 * checkout; nobody finished it in time; the provider refused to start it; anything else.
 */
export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'insufficient_funds',
  'card_expired',
  'authentication_failed',
  'cancelled',
  'timed_out',
  'provider_error',
  'unknown',
] as const;

/**
 * A refund of (part of) a captured payment: 'requested' (queued on the outbox), then 'issued'
 * (the provider accepted it and gave its refund id; the ledger records the money going back).
 */
export const PAYMENT_REFUND_STATUSES = ['requested', 'issued'] as const;

/** How a capture was learnt first: the browser's return, a webhook or the reconciliation. */
export const PAYMENT_SETTLED_VIA = ['return', 'webhook', 'reconcile'] as const;

/** A provider webhook as recorded: 'received', then what applying it did. */
export const WEBHOOK_OUTCOMES = ['received', 'applied', 'unchanged', 'ignored'] as const;

/** The built-in sandbox provider's own states, as Razorpay's. */
export const SANDBOX_ORDER_STATUSES = ['created', 'attempted', 'paid'] as const;

export const SANDBOX_PAYMENT_STATUSES = ['captured', 'failed', 'refunded'] as const;

/* ---------- settings ---------- */

export const SETTINGS_TRANSLATION_LANGUAGES = ['es', 'de'] as const;

/* ---------- statements ---------- */

export const LEDGER_ENTRY_KINDS = ['charge', 'payment', 'credit', 'refund', 'adjustment'] as const;

export const LEDGER_ENTRY_SOURCES = [
  'fnb_order',
  'chamber_booking',
  'banquet_booking',
  'event_booking',
  'dues',
  'subscription',
  'statement_import',
  'manual',
] as const;

/** The CSV's columns, in this order in a template; headers match case-insensitively, spaces or underscores. */
export const STATEMENT_IMPORT_COLUMNS = [
  'bill_date',
  'member_code',
  'opening',
  'bill_amount',
  'received',
  'closing',
] as const;

/* ---------- fnb-orders ---------- */

/**
 * Ordered > Confirmed > Preparing > In transit / Ready for pickup > Delivered; Cancelled from
 * any state before Delivered; Rejected by staff (with a reason) while Ordered. A card order
 * waits in `pending_payment` (not yet in the kitchen, no invoice) until the payment captures.
 */
export const FNB_ORDER_STATUSES = [
  'pending_payment',
  'ordered',
  'confirmed',
  'preparing',
  'in_transit',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'rejected',
] as const;

/** The states an order is still open in (the kitchen shows them; a cancel is possible). */
export const FNB_OPEN_STATUSES = [
  'ordered',
  'confirmed',
  'preparing',
  'in_transit',
  'ready_for_pickup',
] as const satisfies readonly (typeof FNB_ORDER_STATUSES)[number][];

/** Collection at the club, delivery by the club, or delivery arranged by the member. */
export const FNB_FULFILMENTS = ['collection', 'club_delivery', 'member_delivery'] as const;

export const FNB_PAYMENT_METHODS = ['account', 'card'] as const;

/** What changed since the member filled the cart (the checkout is refused; the cart updates). */
export const CART_CHANGES = [
  'price',
  'inactive',
  'soldOut',
  'outsideHours',
  'outletClosed',
  'paused',
  'gone',
  'outlet',
] as const;

/**
 * The notes and reasons the portal writes on an order by itself (not staff's own words): kept
 * as `@code` and shown in the reader's language (web: fnb:orders.systemNote.*; invoices).
 */
export const ORDER_NOTE_CODES = [
  'cancelled_by_member',
  'paid_by_card',
  'card_not_completed',
  'placed_by_office',
  'all_items_removed',
] as const;

export const REFUND_TROUBLES = ['retrying', 'given_up'] as const;

/* ---------- fnb ---------- */

export const FNB_OUTLETS = ['restaurant', 'bar'] as const;

export const FNB_DIETS = ['veg', 'non_veg'] as const;

/** The kitchens an item is prepared in (a kitchen view can show one). */
export const FNB_KITCHENS = ['main', 'tandoor', 'chinese', 'pastry', 'bar'] as const;

/** The GST rates of food and drink, in basis points (0 %, 5 %, 12 %, 18 %, 28 %). */
export const FNB_TAX_RATES = [0, 500, 1200, 1800, 2800] as const;

/** Why an item cannot be added now ('' when it can). */
export const UNAVAILABLE_REASONS = [
  'inactive',
  'soldOut',
  'outsideHours',
  'outletClosed',
  'paused',
] as const;

/* ---------- translations ---------- */

/** The languages the editors translate into (English is the row's own text). */
export const TRANSLATED_LANGUAGES = ['es', 'de'] as const;
