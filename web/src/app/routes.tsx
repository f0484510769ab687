import {
  IconAdjustments,
  IconBook2,
  IconBuildingCommunity,
  IconFileText,
  IconNews,
  IconPhoto,
  IconPin,
  IconUsersGroup,
  IconFileImport,
  IconKey,
  IconLayoutDashboard,
  IconHistory,
  IconUserPlus,
  IconUsers,
  IconLock,
  IconMailForward,
  IconReceipt,
  IconUserShare,
  IconCreditCard,
  IconGauge,
  IconReportMoney,
  IconReportAnalytics,
  // fnb (admin menus)
  IconCategory,
  IconToolsKitchen2,
  // fnb (staff orders)
  IconChefHat,
  IconClipboardList,
  // fnb (member orders)
  IconReceipt2,
  // chambers (admin rooms)
  IconBed,
  // chambers (bookings)
  IconCalendarEvent,
  IconClipboardCheck,
  IconListDetails,
  // banquets
  IconBuildingCastle,
  IconToolsKitchen,
  // events
  IconCalendarStar,
  IconSitemap,
} from '@tabler/icons-react';
import { PUBLIC_PAGES, ROLE, type PublicPage } from '@club/contracts/core';
import { lazy, type ComponentType } from 'react';
import { loadAreaTexts } from '../lib/i18n';
import { PAGE_TITLE_KEYS } from '../features/content';
import { PATHS } from './paths';
import { flattenRoutes, type FlatRoute, type RouteDef } from './route-access';

/**
 * A page that names the areas' texts: its chunk and the areas' English texts load together.
 * Every page of the members and staff is one, and so are the public pages that show an
 * area's card or form (home and events: the events' booking form; a facility and
 * /chamberbooking: the rooms' and halls' cards). The other public pages need only the texts
 * that ship with the entry (locales/en/public.ts), so a visitor to them downloads none of the
 * areas' texts.
 */
const areaPage = <T extends ComponentType>(load: () => Promise<{ default: T }>) =>
  lazy(() => Promise.all([load(), loadAreaTexts()]).then(([module]) => module));

/*
 * THE route table: paths, lazy pages, roles, menu entries. Children inherit the parent's
 * roles narrowed by intersection and its layout. Every page loads on demand (its own chunk).
 */
const page = {
  home: areaPage(() => import('../features/content/pages/home-page')),
  aboutUs: lazy(() => import('../features/content/pages/about-us-page')),
  login: lazy(() => import('../features/auth/pages/login-page')),
  register: lazy(() => import('../features/auth/pages/register-page')),
  forgotPassword: lazy(() => import('../features/auth/pages/forgot-password-page')),
  forgotPin: lazy(() => import('../features/auth/pages/forgot-pin-page')),
  resetPassword: lazy(() => import('../features/auth/pages/reset-password-page')),
  loginTrouble: lazy(() => import('../features/auth/pages/login-trouble-page')),
  notFound: lazy(() => import('../features/misc/pages/not-found-page')),
  unauthorized: lazy(() => import('../features/misc/pages/unauthorized-page')),
  invalidAccess: lazy(() => import('../features/misc/pages/invalid-access-page')),
  dashboard: areaPage(() => import('../features/dashboard/pages/default-dashboard-page')),
  changePin: areaPage(() => import('../features/auth/pages/change-pin-page')),
  changePassword: areaPage(() => import('../features/auth/pages/change-password-page')),
  actAs: areaPage(() => import('../features/auth/pages/act-as-page')),
  outbox: areaPage(() => import('../features/mail/pages/outbox-page')),
  facility: areaPage(() => import('../features/content/pages/facility-page')),
  clubFacilities: lazy(() => import('../features/content/pages/club-facilities-page')),
  committee: lazy(() => import('../features/content/pages/committee-page')),
  affiliated: lazy(() => import('../features/content/pages/affiliated-page')),
  contact: lazy(() => import('../features/content/pages/contact-page')),
  events: areaPage(() => import('../features/content/pages/events-page')),
  chamberBooking: areaPage(() => import('../features/content/pages/chamber-booking-page')),
  noticeBoard: lazy(() => import('../features/content/pages/notice-board-page')),
  clubman: lazy(() => import('../features/content/pages/clubman-page')),
  contentPages: areaPage(() => import('../features/content/pages/admin/pages-admin-page')),
  contentPageEdit: areaPage(() => import('../features/content/pages/admin/page-edit-page')),
  contentSettings: areaPage(() => import('../features/settings/pages/settings-admin-page')),
  contentCommittee: areaPage(() => import('../features/content/pages/admin/committee-admin-page')),
  contentAffiliated: areaPage(
    () => import('../features/content/pages/admin/affiliated-admin-page'),
  ),
  contentImages: areaPage(() => import('../features/content/pages/admin/images-admin-page')),
  contentNotices: areaPage(() => import('../features/content/pages/admin/notices-admin-page')),
  contentMagazine: areaPage(() => import('../features/content/pages/admin/magazine-admin-page')),
  payments: areaPage(() => import('../features/payments/pages/payments-page')),
  paymentReport: areaPage(() => import('../features/reports/pages/payment-report-page')),
  eventReport: areaPage(() => import('../features/reports/pages/event-report-page')),
  adminDashboard: areaPage(() => import('../features/admin-dashboard/pages/admin-dashboard-page')),
  manageMembers: areaPage(() => import('../features/members/pages/manage-members-page')),
  addMember: areaPage(() => import('../features/members/pages/add-member-page')),
  editMember: areaPage(() => import('../features/members/pages/edit-member-page')),
  audit: areaPage(() => import('../features/audit/pages/audit-page')),
  viewStatement: areaPage(() => import('../features/statements/pages/view-statement-page')),
  statementImports: areaPage(() => import('../features/statements/pages/statement-imports-page')),
  // fnb (admin menus)
  fnbManageCategory: areaPage(() => import('../features/fnb/pages/admin/manage-category-page')),
  fnbManageSubCategory: areaPage(
    () => import('../features/fnb/pages/admin/manage-sub-category-page'),
  ),
  fnbManageMenu: areaPage(() => import('../features/fnb/pages/admin/manage-menu-page')),
  // ---- F&B ordering (member)
  orderingHome: areaPage(() => import('../features/fnb/pages/member/ordering-home-page')),
  orderingCategories: areaPage(() => import('../features/fnb/pages/member/categories-page')),
  orderingFilters: areaPage(() => import('../features/fnb/pages/member/filters-page')),
  orderingDetail: areaPage(() => import('../features/fnb/pages/member/item-detail-page')),
  orderingCart: areaPage(() => import('../features/fnb/pages/member/cart-page')),
  orderingCheckout: areaPage(() => import('../features/fnb/pages/member/checkout-page')),
  // fnb (staff orders)
  fnbManageOrders: areaPage(() => import('../features/fnb/pages/orders/manage-orders-page')),
  fnbOrderDetail: areaPage(() => import('../features/fnb/pages/orders/order-detail-page')),
  fnbOrderTicket: areaPage(() => import('../features/fnb/pages/orders/order-ticket-page')),
  fnbKitchen: areaPage(() => import('../features/fnb/pages/orders/kitchen-page')),
  // fnb (member orders)
  fnbMyOrders: areaPage(() => import('../features/fnb/pages/member/my-orders-page')),
  fnbMyOrder: areaPage(() => import('../features/fnb/pages/member/my-order-page')),
  fnbInvoice: areaPage(() => import('../features/fnb/pages/member/invoice-page')),
  // chambers (admin rooms)
  chambersManageRooms: areaPage(() => import('../features/chambers/pages/admin/manage-rooms-page')),
  // banquets (admin)
  banquetsManage: areaPage(() => import('../features/banquets/pages/admin/manage-banquets-page')),
  banquetsMenu: areaPage(() => import('../features/banquets/pages/admin/manage-banquet-menu-page')),
  banquetsMenuItems: areaPage(
    () => import('../features/banquets/pages/admin/manage-banquet-menu-item-page'),
  ),
  // banquets (hall bookings)
  banquetsBook: areaPage(() => import('../features/banquets/pages/member/book-banquet-page')),
  banquetsMyBookings: areaPage(
    () => import('../features/banquets/pages/member/my-banquet-bookings-page'),
  ),
  banquetsOrders: areaPage(
    () => import('../features/banquets/pages/admin/manage-banquet-order-page'),
  ),
  banquetsOrderDetail: areaPage(
    () => import('../features/banquets/pages/admin/banquet-order-detail-page'),
  ),
  // chambers (bookings)
  chambersBook: areaPage(() => import('../features/chambers/pages/member/book-chambers-page')),
  chambersMyBookings: areaPage(() => import('../features/chambers/pages/member/my-bookings-page')),
  chambersRequests: areaPage(
    () => import('../features/chambers/pages/admin/reservation-requests-page'),
  ),
  chambersBookingDetail: areaPage(
    () => import('../features/chambers/pages/admin/booking-detail-page'),
  ),
  chambersAffiliateCheck: areaPage(
    () => import('../features/chambers/pages/public/affiliate-check-page'),
  ),
  // events
  eventsManageCategory: areaPage(
    () => import('../features/events/pages/admin/manage-categories-page'),
  ),
  eventsManageEvents: areaPage(() => import('../features/events/pages/admin/manage-events-page')),
  eventsManageUpdate: areaPage(
    () => import('../features/events/pages/admin/manage-update-events-page'),
  ),
  eventsList: areaPage(() => import('../features/events/pages/member/events-list-page')),
  eventsMyBookings: areaPage(() => import('../features/events/pages/member/my-bookings-page')),
  eventsMyBooking: areaPage(() => import('../features/events/pages/member/my-booking-page')),
  eventsManageOrder: areaPage(() => import('../features/events/pages/admin/manage-orders-page')),
  eventsOrderDetail: areaPage(() => import('../features/events/pages/admin/order-detail-page')),
};

type NonFacilitySlug = Extract<PublicPage, { facility: false }>['slug'];

/** The page (and, where it is not the page's own name, the title) of each non-facility page. */
const PUBLIC_PAGE_VIEWS: Record<
  NonFacilitySlug,
  { page: (typeof page)[keyof typeof page]; titleKey?: RouteDef['titleKey'] }
> = {
  home: { page: page.home, titleKey: 'content:homePage.title' },
  aboutus: { page: page.aboutUs, titleKey: 'content:aboutPage.title' },
  clubfacilities: { page: page.clubFacilities },
  committemembers: { page: page.committee },
  chamberbooking: { page: page.chamberBooking },
  events: { page: page.events },
  affiliated: { page: page.affiliated },
  contactus: { page: page.contact },
};

export const routeTable: RouteDef[] = [
  // Public pages (SPEC.md §2 fixed paths), in the order and spelling of the contracts' one
  // list (PUBLIC_PAGES); every facility page shares one page, with its own content.
  ...PUBLIC_PAGES.map((p) => ({
    path: p.path.slice(1),
    page: p.facility ? page.facility : PUBLIC_PAGE_VIEWS[p.slug as NonFacilitySlug].page,
    titleKey: p.facility
      ? PAGE_TITLE_KEYS[p.slug]
      : (PUBLIC_PAGE_VIEWS[p.slug as NonFacilitySlug].titleKey ?? PAGE_TITLE_KEYS[p.slug]),
  })),
  { path: PATHS.login, page: page.login, publicOnly: true, titleKey: 'auth:login.title' },
  { path: PATHS.register, page: page.register, publicOnly: true, titleKey: 'auth:register.title' },
  {
    path: PATHS.forgotPassword,
    page: page.forgotPassword,
    publicOnly: true,
    titleKey: 'auth:forgotPassword.title',
  },
  {
    path: PATHS.forgotPin,
    page: page.forgotPin,
    publicOnly: true,
    titleKey: 'auth:forgotPin.title',
  },
  {
    path: PATHS.resetPassword,
    page: page.resetPassword,
    publicOnly: true,
    titleKey: 'auth:resetPassword.title',
  },
  {
    path: PATHS.loginTrouble,
    page: page.loginTrouble,
    publicOnly: true,
    titleKey: 'auth:loginTrouble.title',
  },
  {
    // The affiliated club's verify and decline links (a signed token; no sign-in).
    path: PATHS.affiliateCheck,
    page: page.chambersAffiliateCheck,
    alwaysOpen: true,
    titleKey: 'chambers:clubCheck.pageTitle',
  },
  {
    path: PATHS.notFound,
    page: page.notFound,
    alwaysOpen: true,
    titleKey: 'misc:notFound.title',
  },
  {
    path: PATHS.unauthorized,
    page: page.unauthorized,
    alwaysOpen: true,
    titleKey: 'misc:unauthorized.title',
  },
  {
    path: PATHS.invalidAccess,
    page: page.invalidAccess,
    alwaysOpen: true,
    titleKey: 'misc:invalidAccess.title',
  },

  // Signed-in area (AppShell with the role-filtered menu).
  {
    // Not the event manager's: their menu has only events/manageupdateEvents (SPEC.md §1),
    // which is their welcome (the links here lead them there).
    path: PATHS.dashboard,
    layout: 'app',
    roles: [ROLE.member, ROLE.admin, ROLE.editor],
    page: page.dashboard,
    titleKey: 'dashboard:title',
    menu: { labelKey: 'nav.items.dashboard', icon: IconLayoutDashboard, group: 'main' },
    welcome: true,
  },
  {
    // The admin's landing screen: the first admin menu entry (see landingPath).
    path: PATHS.adminDashboard,
    layout: 'app',
    roles: [ROLE.admin],
    page: page.adminDashboard,
    titleKey: 'admin-dashboard:title',
    menu: { labelKey: 'nav.items.adminDashboard', icon: IconGauge, group: 'admin' },
    landing: true,
  },
  {
    path: PATHS.actAs,
    layout: 'app',
    roles: [ROLE.admin],
    page: page.actAs,
    titleKey: 'auth:actAs.title',
    menu: { labelKey: 'nav.items.actAs', icon: IconUserShare, group: 'admin' },
  },
  {
    path: 'admin',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.manageMembers,
        page: page.manageMembers,
        titleKey: 'members:manage.title',
        menu: { labelKey: 'nav.items.manageMembers', icon: IconUsers, group: 'admin' },
      },
      {
        path: PATHS.addMember,
        page: page.addMember,
        titleKey: 'members:add.title',
        menu: { labelKey: 'nav.items.addMember', icon: IconUserPlus, group: 'admin' },
      },
      { path: PATHS.editMember, page: page.editMember, titleKey: 'members:edit.loading' },
      {
        path: PATHS.audit,
        page: page.audit,
        titleKey: 'audit:title',
        menu: { labelKey: 'nav.items.auditLog', icon: IconHistory, group: 'admin' },
      },
      {
        path: PATHS.outbox,
        page: page.outbox,
        titleKey: 'mail:outbox.title',
        menu: { labelKey: 'nav.items.outbox', icon: IconMailForward, group: 'admin' },
      },
      {
        path: PATHS.paymentReport,
        page: page.paymentReport,
        titleKey: 'reports:payment.title',
        menu: { labelKey: 'nav.items.paymentReport', icon: IconReportMoney, group: 'admin' },
      },
      {
        path: PATHS.eventReport,
        page: page.eventReport,
        titleKey: 'reports:event.title',
        menu: { labelKey: 'nav.items.eventReport', icon: IconReportAnalytics, group: 'admin' },
      },
      {
        path: PATHS.statementImports,
        page: page.statementImports,
        titleKey: 'statements:imports.title',
        menu: { labelKey: 'nav.items.statementImports', icon: IconFileImport, group: 'admin' },
      },
    ],
  },
  {
    // Food and beverages, admin menus (issue 9): SPEC.md §2 restaurant/ paths and labels.
    path: 'admin/restaurant',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.fnbManageCategory,
        page: page.fnbManageCategory,
        titleKey: 'fnb:admin.categories.title',
        menu: { labelKey: 'nav.items.fnbCategories', icon: IconCategory, group: 'fnb' },
      },
      {
        path: PATHS.fnbManageSubCategory,
        page: page.fnbManageSubCategory,
        titleKey: 'fnb:admin.categories.title',
      },
      {
        path: PATHS.fnbManageMenu,
        page: page.fnbManageMenu,
        titleKey: 'fnb:admin.items.title',
        menu: { labelKey: 'nav.items.fnbMenu', icon: IconToolsKitchen2, group: 'fnb' },
      },
    ],
  },
  {
    // The Chambers, rooms administration (issue 10): SPEC.md §2 chamber/ paths and labels.
    path: 'admin/chamber',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.chambersManageRooms,
        page: page.chambersManageRooms,
        titleKey: 'chambers:admin.title',
        menu: { labelKey: 'nav.items.chambersRooms', icon: IconBed, group: 'chambers' },
      },
      {
        path: PATHS.chambersRequests,
        page: page.chambersRequests,
        titleKey: 'chambers:requests.title',
        menu: {
          labelKey: 'nav.items.chambersRequests',
          icon: IconClipboardCheck,
          group: 'chambers',
        },
      },
      {
        path: PATHS.chambersBooking,
        page: page.chambersBookingDetail,
        titleKey: 'chambers:requests.title',
      },
    ],
  },
  {
    // Banquet halls and menus administration (issue 10): SPEC.md banquet/ paths and labels.
    path: 'admin/banquet',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.banquetsManage,
        page: page.banquetsManage,
        titleKey: 'banquets:halls.title',
        menu: { labelKey: 'nav.items.banquetsHalls', icon: IconBuildingCastle, group: 'banquets' },
      },
      {
        // SPEC.md §2's one entry "Manage Banquet Menu and Menu Item": the menu's screen and
        // its items' screen, linked to each other (BanquetMenuNav).
        path: PATHS.banquetsMenu,
        page: page.banquetsMenu,
        titleKey: 'banquets:menu.title',
        menu: { labelKey: 'nav.items.banquetsMenu', icon: IconToolsKitchen, group: 'banquets' },
      },
      {
        path: PATHS.banquetsMenuItems,
        page: page.banquetsMenuItems,
        titleKey: 'banquets:items.title',
      },
      {
        path: PATHS.banquetsOrders,
        page: page.banquetsOrders,
        titleKey: 'banquets:hb.orders.title',
        menu: {
          labelKey: 'nav.items.banquetsOrders',
          icon: IconClipboardCheck,
          group: 'banquets',
        },
      },
      {
        path: PATHS.banquetsOrder,
        page: page.banquetsOrderDetail,
        titleKey: 'banquets:hb.orders.title',
      },
    ],
  },
  {
    // Banquet hall bookings (issue 10): SPEC.md §2 member/banquet/booking ("Book Banquet
    // Hall") and banquet/myBooking, menu "Banquets".
    path: 'member/banquet',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.banquetsBook,
        page: page.banquetsBook,
        titleKey: 'banquets:hb.book.title',
        menu: { labelKey: 'nav.items.banquetsBook', icon: IconCalendarEvent, group: 'banquets' },
      },
      {
        path: PATHS.banquetsMyBookings,
        page: page.banquetsMyBookings,
        titleKey: 'banquets:hb.mine.title',
        menu: {
          labelKey: 'nav.items.banquetsMyBookings',
          icon: IconListDetails,
          group: 'banquets',
        },
      },
    ],
  },
  {
    // The Chambers, member bookings (issue 10): SPEC.md §2 member/chamber/booking ("Book
    // Chambers") and chamber/myBooking ("My Chamber Bookings"), menu "The Chambers".
    path: 'member/chamber',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.chambersBook,
        page: page.chambersBook,
        titleKey: 'chambers:book.title',
        menu: { labelKey: 'nav.items.chambersBook', icon: IconCalendarEvent, group: 'chambers' },
      },
      {
        path: PATHS.chambersMyBookings,
        page: page.chambersMyBookings,
        titleKey: 'chambers:mine.title',
        menu: {
          labelKey: 'nav.items.chambersMyBookings',
          icon: IconListDetails,
          group: 'chambers',
        },
      },
    ],
  },
  {
    // Events administration (issue 11): SPEC.md §2 events/ paths and labels.
    path: 'admin/events',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.eventsManageCategory,
        page: page.eventsManageCategory,
        titleKey: 'events:categories.title',
        menu: { labelKey: 'nav.items.eventCategories', icon: IconSitemap, group: 'events' },
      },
      {
        path: PATHS.eventsManage,
        page: page.eventsManageEvents,
        titleKey: 'events:admin.title',
        menu: { labelKey: 'nav.items.manageEvents', icon: IconCalendarEvent, group: 'events' },
      },
      {
        path: PATHS.eventsOrders,
        page: page.eventsManageOrder,
        titleKey: 'events:orders.title',
        menu: { labelKey: 'nav.items.eventOrders', icon: IconClipboardCheck, group: 'events' },
      },
      {
        path: PATHS.eventsOrder,
        page: page.eventsOrderDetail,
        titleKey: 'events:orders.title',
      },
    ],
  },
  {
    // The event manager's one screen: update events' details, status and highlights.
    path: PATHS.eventsManageUpdate,
    layout: 'app',
    roles: [ROLE.eventManager],
    page: page.eventsManageUpdate,
    titleKey: 'events:admin.updateTitle',
    menu: { labelKey: 'nav.items.updateEvents', icon: IconCalendarEvent, group: 'events' },
    landing: true,
  },
  {
    // Member: SPEC.md §2 member/events/eventsList ("Other Club Events").
    path: 'member/events',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.eventsList,
        page: page.eventsList,
        titleKey: 'events:list.title',
        menu: { labelKey: 'nav.items.eventsList', icon: IconCalendarStar, group: 'events' },
      },
      {
        path: PATHS.eventsMyBookings,
        page: page.eventsMyBookings,
        titleKey: 'events:mine.title',
        menu: { labelKey: 'nav.items.myEventBookings', icon: IconListDetails, group: 'events' },
      },
      {
        path: PATHS.eventsMyBooking,
        page: page.eventsMyBooking,
        titleKey: 'events:mine.title',
      },
    ],
  },
  {
    path: 'member',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.viewStatement,
        page: page.viewStatement,
        titleKey: 'statements:title',
        menu: { labelKey: 'nav.items.viewStatement', icon: IconReceipt, group: 'main' },
      },
      {
        path: PATHS.payDues,
        page: page.payments,
        titleKey: 'payments:title',
        menu: { labelKey: 'nav.items.payDues', icon: IconCreditCard, group: 'main' },
      },
      {
        path: PATHS.memberNotices,
        page: page.noticeBoard,
        titleKey: 'content:notices.title',
        menu: { labelKey: 'nav.items.notices', icon: IconPin, group: 'main' },
      },
      {
        path: PATHS.clubman,
        page: page.clubman,
        titleKey: 'content:clubman.title',
        menu: { labelKey: 'nav.items.clubman', icon: IconBook2, group: 'main' },
      },
      {
        path: PATHS.changePin,
        page: page.changePin,
        menuKinds: ['member'],
        titleKey: 'auth:changePin.title',
        menu: { labelKey: 'nav.items.changePin', icon: IconKey, group: 'settings' },
      },
    ],
  },
  {
    // ---- F&B ordering (member, issue 9): SPEC.md §2 member/foodordering/..., menu "F&B" >
    // "Food Items"; checkout?outlet=restaurant|bar places one outlet's cart as an order.
    path: 'member/foodordering',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.orderingHome,
        page: page.orderingHome,
        titleKey: 'fnb:member.title',
        menu: { labelKey: 'nav.items.foodItems', icon: IconToolsKitchen2, group: 'fnb' },
      },
      {
        path: PATHS.orderingCategories,
        page: page.orderingCategories,
        titleKey: 'fnb:member.categories.title',
      },
      {
        path: PATHS.orderingFilters,
        page: page.orderingFilters,
        titleKey: 'fnb:member.filters.title',
      },
      { path: PATHS.orderingDetail, page: page.orderingDetail, titleKey: 'fnb:member.title' },
      { path: PATHS.orderingCart, page: page.orderingCart, titleKey: 'fnb:member.cart.title' },
      {
        path: PATHS.orderingCheckout,
        page: page.orderingCheckout,
        titleKey: 'fnb:member.checkout.title',
      },
    ],
  },
  {
    // ---- F&B, the member's orders (issue 9): SPEC.md §2 member/foodordering/orders/list,
    // orders/detail/{id} and invoice (the order's id in the path: invoice/{id}); menu "F&B" >
    // "My Orders".
    path: 'member/foodordering',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.fnbMyOrders,
        page: page.fnbMyOrders,
        titleKey: 'fnb:myOrders.title',
        menu: { labelKey: 'nav.items.fnbMyOrders', icon: IconReceipt2, group: 'fnb' },
      },
      { path: PATHS.fnbMyOrder, page: page.fnbMyOrder, titleKey: 'fnb:myOrders.detail.loading' },
      { path: PATHS.fnbInvoice, page: page.fnbInvoice, titleKey: 'fnb:myOrders.invoice.loading' },
    ],
  },
  {
    // Public content management (issue 3): admins and editors.
    path: 'admin/content',
    layout: 'app',
    roles: [ROLE.admin, ROLE.editor],
    children: [
      {
        path: PATHS.contentPages,
        page: page.contentPages,
        titleKey: 'content:admin.pages.title',
        menu: { labelKey: 'nav.items.contentPages', icon: IconFileText, group: 'admin' },
      },
      {
        path: PATHS.contentPageEdit,
        page: page.contentPageEdit,
        titleKey: 'content:admin.pages.title',
      },
      {
        path: PATHS.contentSettings,
        page: page.contentSettings,
        titleKey: 'settings:admin.title',
        menu: { labelKey: 'nav.items.contentSettings', icon: IconAdjustments, group: 'admin' },
      },
      {
        path: PATHS.contentCommittee,
        page: page.contentCommittee,
        titleKey: 'content:admin.committee.title',
        menu: { labelKey: 'nav.items.contentCommittee', icon: IconUsersGroup, group: 'admin' },
      },
      {
        path: PATHS.contentAffiliated,
        page: page.contentAffiliated,
        titleKey: 'content:admin.affiliated.title',
        menu: {
          labelKey: 'nav.items.contentAffiliated',
          icon: IconBuildingCommunity,
          group: 'admin',
        },
      },
      {
        path: PATHS.contentImages,
        page: page.contentImages,
        titleKey: 'content:admin.images.title',
        menu: { labelKey: 'nav.items.contentImages', icon: IconPhoto, group: 'admin' },
      },
      {
        path: PATHS.contentNotices,
        page: page.contentNotices,
        titleKey: 'nav.items.contentNotices',
        menu: { labelKey: 'nav.items.contentNotices', icon: IconNews, group: 'admin' },
      },
      {
        path: PATHS.contentMagazine,
        page: page.contentMagazine,
        titleKey: 'content:admin.magazine.title',
        menu: { labelKey: 'nav.items.contentMagazine', icon: IconBook2, group: 'admin' },
      },
    ],
  },
  {
    // Food and beverages, staff orders (issue 9): SPEC.md §2 restaurant/ManageOrder,
    // OrderDetail/{id}; the printable kitchen ticket and the kitchen view.
    path: 'admin/restaurant',
    layout: 'app',
    roles: [ROLE.admin],
    children: [
      {
        path: PATHS.fnbManageOrders,
        page: page.fnbManageOrders,
        titleKey: 'fnb:orders.manage.title',
        menu: { labelKey: 'nav.items.fnbOrders', icon: IconClipboardList, group: 'fnb' },
      },
      {
        path: PATHS.fnbOrderDetail,
        page: page.fnbOrderDetail,
        titleKey: 'fnb:orders.detail.loading',
      },
      {
        path: PATHS.fnbOrderTicket,
        page: page.fnbOrderTicket,
        titleKey: 'fnb:orders.detail.loading',
      },
      {
        path: PATHS.fnbKitchen,
        page: page.fnbKitchen,
        titleKey: 'fnb:kitchen.title',
        menu: { labelKey: 'nav.items.fnbKitchen', icon: IconChefHat, group: 'fnb' },
      },
    ],
  },
  {
    path: PATHS.changePassword,
    layout: 'app',
    roles: [ROLE.admin, ROLE.editor, ROLE.eventManager],
    page: page.changePassword,
    titleKey: 'auth:changePassword.title',
    menu: { labelKey: 'nav.items.changePassword', icon: IconLock, group: 'settings' },
  },
];

export const flatRoutes: FlatRoute[] = flattenRoutes(routeTable);
