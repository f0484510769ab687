import {
  IconBook2,
  IconCreditCard,
  IconFileImport,
  IconGauge,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconLock,
  IconMailForward,
  IconPin,
  IconReceipt,
  IconReportAnalytics,
  IconReportMoney,
  IconUserPlus,
  IconUserShare,
  IconUsers,
} from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { lazy } from 'react';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

/** The signed-in member's and staff's own pages: dashboards, members, statements, payments. */
const page = {
  dashboard: areaPage(() => import('../../features/dashboard/pages/default-dashboard-page')),
  changePin: areaPage(() => import('../../features/auth/pages/change-pin-page')),
  changePassword: areaPage(() => import('../../features/auth/pages/change-password-page')),
  actAs: areaPage(() => import('../../features/auth/pages/act-as-page')),
  outbox: areaPage(() => import('../../features/mail/pages/outbox-page')),
  noticeBoard: lazy(() => import('../../features/content/pages/notice-board-page')),
  clubman: lazy(() => import('../../features/content/pages/clubman-page')),
  payments: areaPage(() => import('../../features/payments/pages/payments-page')),
  paymentReport: areaPage(() => import('../../features/reports/pages/payment-report-page')),
  eventReport: areaPage(() => import('../../features/reports/pages/event-report-page')),
  adminDashboard: areaPage(
    () => import('../../features/admin-dashboard/pages/admin-dashboard-page'),
  ),
  manageMembers: areaPage(() => import('../../features/members/pages/manage-members-page')),
  addMember: areaPage(() => import('../../features/members/pages/add-member-page')),
  editMember: areaPage(() => import('../../features/members/pages/edit-member-page')),
  audit: areaPage(() => import('../../features/audit/pages/audit-page')),
  viewStatement: areaPage(() => import('../../features/statements/pages/view-statement-page')),
  statementImports: areaPage(
    () => import('../../features/statements/pages/statement-imports-page'),
  ),
};

/** The dashboards, acting for a member, and the admin's members, audit, mail and reports. */
export const dashboardRoutes: RouteDef[] = [
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
];

/** The member's statement, dues, notices, magazine and PIN. */
export const memberRoutes: RouteDef[] = [
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
];

/** Staff change their password (members change their PIN). */
export const changePasswordRoutes: RouteDef[] = [
  {
    path: PATHS.changePassword,
    layout: 'app',
    roles: [ROLE.admin, ROLE.editor, ROLE.eventManager],
    page: page.changePassword,
    titleKey: 'auth:changePassword.title',
    menu: { labelKey: 'nav.items.changePassword', icon: IconLock, group: 'settings' },
  },
];
