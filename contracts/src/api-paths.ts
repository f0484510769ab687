/*
 * The API's paths by area, free of zod: the web app's public pages and their shared modules
 * import them from '@club/contracts/core' without the schemas; the server registers its routes
 * under them.
 *
 * One way for every area: a constant names a path without its ids (a base); the server appends
 * its route pattern's segments (`${MEMBERS_API.admin}/:id/status`), the web app the same
 * segments with the values (`${MEMBERS_PATHS.admin}/${id}/status`, through lib/api's
 * apiPaths, which drops API_BASE because api() adds it).
 */

import type { CALENDAR_SOURCES } from './enums.ts';

/** The API's base: every path of the API starts with it (and a '/'). */
export const API_BASE = '/api';

/** The paths of the system API (health and readiness probes, the OpenAPI docs). */
export const SYSTEM_API = {
  health: '/api/health',
  ready: '/api/ready',
  docs: '/api/docs',
} as const;

/** The paths of the auth API (sign-in, the session, recovery). */
export const AUTH_API = {
  me: '/api/auth/me',
  memberLogin: '/api/auth/member/login',
  staffLogin: '/api/auth/staff/login',
  logout: '/api/auth/logout',
  actAs: '/api/auth/act-as',
  language: '/api/auth/language',
  register: '/api/auth/register',
  forgotPin: '/api/auth/forgot-pin',
  forgotPassword: '/api/auth/forgot-password',
  token: '/api/auth/token',
  reset: '/api/auth/reset',
  loginTrouble: '/api/auth/login-trouble',
  changePin: '/api/auth/change-pin',
  changePassword: '/api/auth/change-password',
} as const;

/** The paths of the settings API. */
export const SETTINGS_API = {
  settings: '/api/settings',
  admin: '/api/admin/settings',
} as const;

/** The path of the admin dashboard API. */
export const ADMIN_DASHBOARD_API = {
  dashboard: '/api/admin/dashboard',
} as const;

/** The admins' analytics: `${charts}/:chart` answers one chart (JSON, or CSV with format=csv). */
export const ANALYTICS_API = {
  charts: '/api/admin/analytics',
} as const;

/** The path of the member dashboard API (the signed-in member's own figures). */
export const MEMBER_DASHBOARD_API = {
  dashboard: '/api/member/dashboard',
} as const;

/** The paths of the audit log API. */
export const AUDIT_API = {
  log: '/api/admin/audit',
  facets: '/api/admin/audit/facets',
} as const;

/** The path of the mail outbox API (`${outbox}/:id` for one mail). */
export const MAIL_API = {
  outbox: '/api/admin/outbox',
} as const;

/** The stored files (`${files}/:area/:name`: the URL every upload answers with). */
export const FILES_API = {
  files: '/api/files',
} as const;

/** The paths of the content API (public reads; `admin` is the base of the editors' routes). */
export const CONTENT_API = {
  committee: '/api/content/committee',
  affiliated: '/api/content/affiliated',
  pages: '/api/content/pages',
  images: '/api/content/images',
  magazine: '/api/magazine',
  notices: '/api/notices',
  /** Today's notices for everyone (the public site's /news). */
  publicNotices: '/api/notices/public',
  enquiries: '/api/enquiries',
  admin: '/api/admin/content',
  /** What the server keeps of pasted markup (the showcases, admins and editors). */
  preview: '/api/admin/content/preview',
} as const;

/** The paths of the members API (`${admin}/:id`, `${members}/:id/photo`). */
export const MEMBERS_API = {
  admin: '/api/admin/members',
  availability: '/api/admin/members/availability',
  exportCsv: '/api/admin/members/export.csv',
  importPreview: '/api/admin/members/import/preview',
  import: '/api/admin/members/import',
  members: '/api/members',
} as const;

/** The paths of the payments API (`${mine}/:id/receipt.pdf`, `${admin}/:id/receipt.pdf`). */
export const PAYMENTS_API = {
  mine: '/api/payments',
  dues: '/api/payments/dues',
  verify: '/api/payments/verify',
  checkoutClosed: '/api/payments/checkout-closed',
  webhook: '/api/payments/webhook',
  sandboxCheckout: '/api/payments/sandbox/checkout',
  admin: '/api/admin/payments',
} as const;

/** The paths of the statements API (a member's statements and the staff's imports). */
export const STATEMENTS_API = {
  mine: '/api/member/statements',
  accountSummary: '/api/member/account-summary',
  imports: '/api/admin/statement-imports',
  importPreview: '/api/admin/statement-imports/preview',
} as const;

/** The paths of the payment report API. */
export const PAYMENT_REPORT_API = {
  report: '/api/admin/reports/payments',
  csv: '/api/admin/reports/payments.csv',
} as const;

/** The paths of the calendar API (the member's feed; `${calendar}/:source/:file` serves it). */
export const CALENDAR_API = {
  feed: '/api/calendar/feed',
  calendar: '/api/calendar',
  /** A booking's .ics file: `${calendar}/<source>/<id>.ics`. */
  file: (source: (typeof CALENDAR_SOURCES)[number], id: number) =>
    `/api/calendar/${source}/${id}.ics`,
} as const;

/**
 * The club calendar (SPEC.md §7 /apps/events): GET `?startStr&endStr` the items of a range;
 * POST, PUT (`item`) and DELETE (`id`) the staff's club items.
 */
export const CLUB_CALENDAR_API = {
  events: '/api/apps/events',
} as const;

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

/**
 * The paths of the feedback API. Member: `${mine}` (GET list, POST create), `${mine}/:id`,
 * `${mine}/:id/replies`, `${mine}/:id/rating`, `${mine}/:id/photo`; `linkable` lists what a
 * feedback may be linked to. Staff: `${admin}`, `${admin}/:id`, `${admin}/:id/assignee`,
 * `${admin}/:id/replies`, `${admin}/:id/status`, `${admin}/:id/photo`; `targets`, `figures`.
 */
export const FEEDBACK_API = {
  mine: '/api/member/feedback',
  linkable: '/api/member/feedback-links',
  admin: '/api/admin/feedback',
  targets: '/api/admin/feedback-targets',
  figures: '/api/admin/feedback-figures',
  /** The active staff users a feedback may be assigned to. */
  assignees: '/api/admin/feedback-assignees',
} as const;

/**
 * The paths of the directory (SPEC.md §7 /apps/contacts): the members' directory
 * (`${contacts}`, `${contacts}/:id/photo`), the member's own listing (`${me}`: GET, PUT) and
 * the staff directory (`${admin}`: GET, POST and PUT a supplier, DELETE suppliers by ids).
 */
export const DIRECTORY_API = {
  contacts: '/api/apps/contacts',
  me: '/api/apps/contacts/me',
  admin: '/api/admin/apps/contacts',
} as const;

/**
 * The paths of the broadcasts API (admins): `${admin}` (GET list, POST compose), `${admin}/:id`
 * (GET, PUT a draft or scheduled one), `${admin}/:id/send`, `${admin}/:id/cancel`,
 * `${admin}/:id/resend` (the failed deliveries), `${admin}/:id/deliveries` (the report),
 * `${admin}/:id/image`, `${admin}/:id/file`; `preview` counts an audience.
 */
export const BROADCASTS_API = {
  admin: '/api/admin/broadcasts',
  preview: '/api/admin/broadcast-audience',
  /** A received broadcast, read by its recipient: `${mine}/:id` (member), `${staff}/:id` (staff), each with `/image` and `/file`. */
  mine: '/api/member/broadcasts',
  staff: '/api/staff/broadcasts',
} as const;

/**
 * The paths of the notifications API (the bell). Member: `${mine}` (GET the page with the unread
 * count), `${mine}/:id/read`, `${mine}/read-all`, `${mine}/stream` (text/event-stream);
 * `prefs` (GET, PUT: the member's choices per kind). Staff (admin, editor, event manager: each
 * their own): the same under `${staff}`.
 */
export const NOTIFICATIONS_API = {
  mine: '/api/member/notifications',
  prefs: '/api/member/notification-prefs',
  staff: '/api/staff/notifications',
} as const;

/**
 * The paths of the member's inbox (SPEC.md §7 `/apps/mailbox`): `${mine}` (GET the page),
 * `${mine}/:id` (GET one message, which marks it read), `${mine}/state` (PUT the member's state
 * of one or several messages).
 */
export const INBOX_API = {
  mine: '/api/member/inbox',
} as const;

/**
 * The paths of the front-office chat (SPEC.md §7 `/apps/chat`). Member: `${mine}` (GET their
 * chat, made on first use), `${mine}/addText`, `${mine}/addAttachments`, `${mine}/read` (PUT),
 * `${mine}/stream` (text/event-stream), `${mine}/files/:id` (an attachment). Staff: `${admin}`
 * (GET the open chats), `${admin}/:id` (GET one), `${admin}/addText`, `${admin}/addAttachments`,
 * `${admin}/read`, `${admin}/assign`, `${admin}/feedback` (PUT), `${admin}/stream`,
 * `${admin}/files/:id`.
 */
export const CHAT_API = {
  mine: '/api/apps/chat',
  admin: '/api/admin/apps/chat',
} as const;

/**
 * The paths of the staff's tasks (SPEC.md §7 `/apps/tasks`, admins): `${admin}` (GET the page,
 * POST add an item, PUT change an item, DELETE by id); `assignees` lists who a task may be given.
 */
export const TASKS_API = {
  admin: '/api/admin/apps/tasks',
  assignees: '/api/admin/apps/task-assignees',
} as const;

/**
 * The account's privacy (issue 35 item 1). `sessions`: GET the signed-in account's live
 * sessions, DELETE `${sessions}/:id` signs one other session out, POST `${sessions}/others`
 * signs out all but the current one. `myData` (members): GET the member's exports, POST asks
 * for a new one, GET `${myData}/:id/json` and `${myData}/:id/pdf` download a ready one's files.
 */
export const PRIVACY_API = {
  sessions: '/api/account/sessions',
  myData: '/api/member/my-data',
} as const;

/**
 * The paths of the member's profile (issue 35, pages/profile). Member: `${mine}` (GET the
 * profile, PUT the details they change alone), `${mine}/photo` (PUT multipart, DELETE),
 * `${requests}` (POST a change for the office's approval), `${requests}/:id/withdraw`. The
 * office (admins): `${approvals}` (GET the queue), `${approvals}/:id/approve`,
 * `${approvals}/:id/reject`.
 */
export const PROFILE_API = {
  mine: '/api/member/profile',
  requests: '/api/member/profile/requests',
  approvals: '/api/admin/member/approvals',
} as const;

/**
 * The paths of the club's news (`${admin}/:id`, `${admin}/:id/status`, `${public}/:slug`,
 * `${member}/:slug`).
 */
export const NEWS_API = {
  admin: '/api/admin/content/news',
  public: '/api/news',
  member: '/api/member/news',
} as const;

/**
 * The paths of the photo albums (`${admin}/:id`, `${admin}/:id/status`, `${admin}/:id/photos`,
 * `${admin}/:id/photos/:photoId`, `${admin}/:id/photo-order`, `${admin}/:id/captions`,
 * `${public}/:slug`, `${member}/:slug`); `photos/:name` serves an album's photo to whoever may
 * read its album (checked at each read).
 */
export const ALBUMS_API = {
  admin: '/api/admin/content/albums',
  public: '/api/gallery',
  member: '/api/member/gallery',
  photos: '/api/album-photos',
} as const;
