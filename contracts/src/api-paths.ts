/*
 * The API's paths by area, free of zod: the web app's public pages and their shared modules
 * import them from '@club/contracts/core' without the schemas; the server registers its routes
 * under them.
 */

/** The paths of the chambers API (the web app's fetchers and the server's routes share them). */
export const CHAMBERS_API = {
  rooms: '/api/admin/chambers/rooms',
  roomTypes: '/api/chambers/room-types',
} as const;

/** The paths of the fnb API (the web app's fetchers and the server's routes share them). */
export const FNB_API = {
  outlets: '/api/admin/fnb/outlets',
  categories: '/api/admin/fnb/categories',
  subCategories: '/api/admin/fnb/sub-categories',
  items: '/api/admin/fnb/items',
  images: '/api/admin/fnb/images',
  orders: '/api/admin/fnb/orders',
  memberMenu: '/api/fnb/menu',
  memberItems: '/api/fnb/items',
  memberOrders: '/api/fnb/orders',
  slots: '/api/fnb/slots',
  addresses: '/api/member/addresses',
} as const;

export const EVENT_BOOKINGS_API = {
  mine: '/api/member/events/bookings',
  quote: '/api/member/events/bookings/quote',
  family: '/api/member/events/family',
  admin: '/api/admin/events/bookings',
} as const;

export const EVENT_WAITLIST_API = {
  mine: '/api/member/events/waitlist',
  admin: '/api/admin/events/waitlist',
} as const;

/** The paths of the banquets API (the web app's fetchers and the server's routes share them). */
export const BANQUETS_API = {
  halls: '/api/admin/banquets/halls',
  packages: '/api/admin/banquets/packages',
  courses: '/api/admin/banquets/courses',
  dishes: '/api/admin/banquets/dishes',
  addons: '/api/admin/banquets/addons',
  publicHalls: '/api/banquets/halls',
  publicPackages: '/api/banquets/packages',
} as const;

/** The paths of the events API (the web app's fetchers and the server's routes share them). */
export const EVENTS_API = {
  categories: '/api/admin/events/categories',
  events: '/api/admin/events/events',
  publicEvents: '/api/events',
  publicCategories: '/api/events/categories',
} as const;

/** The paths of the hall bookings API (shared by the web's fetchers and the server's routes). */
export const BANQUET_BOOKINGS_API = {
  availability: '/api/banquets/availability',
  quote: '/api/banquets/quote',
  myBookings: '/api/banquets/bookings',
  bookings: '/api/admin/banquets/bookings',
} as const;

export const EVENT_REPORT_API = {
  report: '/api/admin/reports/events',
  csv: '/api/admin/reports/events.csv',
  doorList: '/api/admin/reports/events/door-list.pdf',
} as const;

/** The paths of the bookings API (shared by the web's fetchers and the server's routes). */
export const CHAMBER_BOOKINGS_API = {
  availability: '/api/chambers/availability',
  quote: '/api/chambers/quote',
  myBookings: '/api/chambers/bookings',
  bookings: '/api/admin/chambers/bookings',
  /** The affiliated club's public page (GET the facts, POST verify or decline). */
  clubCheck: '/api/chambers/club-check',
} as const;
