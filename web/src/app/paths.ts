/*
 * THE table of the app's page paths (SPEC.md's URLs, spelled as it spells them): the route
 * table (routes.tsx) registers its pages at these paths, and every link, navigate() and
 * redirect to a page of the app takes its path from here (`PATHS.login`,
 * `paths.editMember(id)`), never a literal (ESLint refuses one where a page path goes). The
 * public site's pages are the contracts' PUBLIC_PAGES. Imports nothing: features may use it.
 */

export const PATHS = {
  // Signing in (public only) and the pages open to everyone
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  forgotPin: '/forgot-pin',
  resetPassword: '/reset-password',
  loginTrouble: '/loginTrouble',
  affiliateCheck: '/affiliate-check',
  notFound: '/page-not-found',
  unauthorized: '/unauthorized',
  invalidAccess: '/invalid-access',
  // Signed in
  dashboard: '/dashboards/default',
  changePin: '/member/settings/changePin',
  changePassword: '/settings/changePassword',
  // The account's sessions (members and staff) and the member's download of their data (issue 35)
  sessions: '/settings/sessions',
  myData: '/member/settings/my-data',
  // Admin
  adminDashboard: '/admin/dashboard',
  /** The admins' analytics (SPEC.md §2 template route dashboards/analytic). */
  analytics: '/dashboards/analytic',
  actAs: '/loginadminmember',
  manageMembers: '/admin/member/manageMembers',
  addMember: '/admin/member/addMember',
  editMember: '/admin/member/editMember/:id',
  audit: '/admin/audit',
  outbox: '/admin/mail/outbox',
  paymentReport: '/admin/report/payment',
  eventReport: '/admin/report/event',
  statementImports: '/admin/statements/imports',
  // F&B (staff)
  fnbManageCategory: '/admin/restaurant/ManageCategory',
  fnbManageSubCategory: '/admin/restaurant/ManageSubCategory/:id',
  fnbManageMenu: '/admin/restaurant/ManageMenu',
  fnbManageOrders: '/admin/restaurant/ManageOrder',
  fnbOrderDetail: '/admin/restaurant/OrderDetail/:id',
  fnbOrderTicket: '/admin/restaurant/OrderTicket/:id',
  fnbKitchen: '/admin/restaurant/Kitchen',
  // F&B (member)
  orderingHome: '/member/foodordering/home',
  orderingCategories: '/member/foodordering/categories',
  orderingFilters: '/member/foodordering/filters',
  orderingDetail: '/member/foodordering/detail/:id',
  orderingCart: '/member/foodordering/cart',
  orderingCheckout: '/member/foodordering/checkout',
  fnbMyOrders: '/member/foodordering/orders/list',
  fnbMyOrder: '/member/foodordering/orders/detail/:id',
  fnbInvoice: '/member/foodordering/invoice/:id',
  // Chambers
  chambersManageRooms: '/admin/chamber/ManageRooms',
  chambersRequests: '/admin/chamber/ManageChamberOrder',
  chambersBooking: '/admin/chamber/OrderDetail/:id',
  chambersBook: '/member/chamber/booking',
  chambersMyBookings: '/member/chamber/myBooking',
  // Banquets
  banquetsManage: '/admin/banquet/ManageBanquets',
  banquetsMenu: '/admin/banquet/ManageBanquetMenu',
  banquetsMenuItems: '/admin/banquet/ManageBanquetMenuItem',
  banquetsOrders: '/admin/banquet/ManageBanquetOrder',
  banquetsOrder: '/admin/banquet/OrderDetail/:id',
  banquetsBook: '/member/banquet/booking',
  banquetsMyBookings: '/member/banquet/myBooking',
  // Events
  eventsManageCategory: '/admin/events/ManageCategory',
  eventsManage: '/admin/events/manageEvents',
  eventsOrders: '/admin/events/ManageOrder',
  eventsOrder: '/admin/events/OrderDetail/:id',
  eventsManageUpdate: '/admin/events/manageupdateEvents',
  eventsList: '/member/events/eventsList',
  eventsMyBookings: '/member/events/orders/list',
  eventsMyBooking: '/member/events/orders/detail/:id',
  // The member's account and the club's papers
  viewStatement: '/member/viewStatement',
  payDues: '/member/payments',
  memberNotices: '/member/notices',
  clubman: '/member/clubman',
  // Content (staff)
  contentPages: '/admin/content/pages',
  contentPageEdit: '/admin/content/pages/:slug',
  contentSettings: '/admin/content/settings',
  contentCommittee: '/admin/content/committee',
  contentAffiliated: '/admin/content/affiliated',
  contentImages: '/admin/content/images',
  contentNotices: '/admin/content/notices',
  contentMagazine: '/admin/content/magazine',
  contentNews: '/admin/content/news',
  contentAlbums: '/admin/content/albums',
  // The club's news (issue 35): the public site's and the members' Club News
  news: '/news',
  newsPost: '/news/:slug',
  memberNews: '/member/news',
  memberNewsPost: '/member/news/:slug',
  // The club's photo albums (issue 35): the public gallery and the members'
  gallery: '/gallery',
  galleryAlbum: '/gallery/:slug',
  memberGallery: '/member/gallery',
  // Feedback (member)
  myFeedbackList: '/member/feedbacks/FeedBacksList',
  myFeedbackDetail: '/member/feedbacks/FeedBackDetail/:id',
  // Directory (SPEC.md §7 /apps/contacts): the members' and the staff's
  directory: '/apps/contacts',
  contactsAdmin: '/admin/apps/contacts',
  // Feedback (staff)
  feedbacksAdmin: '/admin/feedbacks/FeedBacksList',
  feedbackAdminDetail: '/admin/feedbacks/FeedBackDetail/:id',
  // Notifications (the bell's whole list, and the member's choices in the settings group)
  memberNotifications: '/member/notifications',
  staffNotifications: '/admin/notifications',
  notificationPrefs: '/member/settings/notifications',
  // Broadcasts (the office's screen, SPEC.md §2; where a recipient reads one)
  manageBroadcast: '/admin/message/managebroadcast',
  memberBroadcast: '/member/messages/:id',
  staffBroadcast: '/admin/messages/:id',
  // Inbox (member, SPEC.md §7 mailbox)
  inbox: '/apps/mailbox',
  inboxMessage: '/apps/mailbox/:id',
  // Chat with the office (SPEC.md §7 /apps/chat): the member's, and the office's Member chats
  chat: '/apps/chat',
  chatsAdmin: '/admin/apps/chat',
  // Tasks (staff, SPEC.md §7 /apps/tasks)
  tasksAdmin: '/admin/apps/tasks',
  // Club calendar (SPEC.md §7 /apps/events) and Facilities Timings (members)
  clubCalendar: '/apps/calendar',
  facilitiesTimings: '/member/facilities/timings',
  // The interface and content showcases (SPEC.md §2, roles A and U: admins and editors)
  showcaseInterface: '/showcase/interface',
  showcaseContent: '/showcase/content',
  // Profile (SPEC.md §2 template pages/profile, issue 35): members' and staff's own; the
  // office's approval queue of members' changes
  profile: '/pages/profile',
  profileApprovals: '/admin/member/approvals',
} as const;

export type PagePath = (typeof PATHS)[keyof typeof PATHS];

/** The path of a page with an id (`/admin/member/editMember/:id` -> `/admin/member/editMember/7`). */
const withParam =
  (pattern: string, param: string) =>
  (value: number | string): string =>
    pattern.replace(`:${param}`, encodeURIComponent(String(value)));

/** The paths of the pages that take an id (or a slug), and of the pages opened with a query. */
export const paths = {
  editMember: withParam(PATHS.editMember, 'id'),
  fnbManageSubCategory: withParam(PATHS.fnbManageSubCategory, 'id'),
  fnbOrderDetail: withParam(PATHS.fnbOrderDetail, 'id'),
  fnbOrderTicket: withParam(PATHS.fnbOrderTicket, 'id'),
  orderingDetail: withParam(PATHS.orderingDetail, 'id'),
  fnbMyOrder: withParam(PATHS.fnbMyOrder, 'id'),
  fnbInvoice: withParam(PATHS.fnbInvoice, 'id'),
  chambersBooking: withParam(PATHS.chambersBooking, 'id'),
  banquetsOrder: withParam(PATHS.banquetsOrder, 'id'),
  eventsOrder: withParam(PATHS.eventsOrder, 'id'),
  eventsMyBooking: withParam(PATHS.eventsMyBooking, 'id'),
  contentPageEdit: withParam(PATHS.contentPageEdit, 'slug'),
  newsPost: withParam(PATHS.newsPost, 'slug'),
  memberNewsPost: withParam(PATHS.memberNewsPost, 'slug'),
  galleryAlbum: withParam(PATHS.galleryAlbum, 'slug'),
  myFeedbackDetail: withParam(PATHS.myFeedbackDetail, 'id'),
  /** My Feedback with the new-feedback form open, linked to `link` (`order:123`). */
  myFeedbackAbout: (kind: string, id: number) =>
    `${PATHS.myFeedbackList}?link=${encodeURIComponent(`${kind}:${id}`)}`,
  feedbackAdminDetail: withParam(PATHS.feedbackAdminDetail, 'id'),
  /** Manage Broadcast with one broadcast opened (its facts and delivery report). */
  manageBroadcastOne: (id: number) => `${PATHS.manageBroadcast}?b=${id}`,
  memberBroadcast: withParam(PATHS.memberBroadcast, 'id'),
  staffBroadcast: withParam(PATHS.staffBroadcast, 'id'),
  inboxMessage: withParam(PATHS.inboxMessage, 'id'),
  /** Sign-in, coming back to `from` afterwards. */
  loginFrom: (from: string) => `${PATHS.login}?from=${encodeURIComponent(from)}`,
} as const;
