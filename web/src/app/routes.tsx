import { flattenRoutes, type FlatRoute, type RouteDef } from './route-access';
import { changePasswordRoutes, dashboardRoutes, memberRoutes } from './routes/account';
import { broadcastsAdminRoutes, broadcastsMemberRoutes } from './routes/broadcasts';
import { banquetsAdminRoutes, banquetsMemberRoutes } from './routes/banquets';
import { chambersAdminRoutes, chambersMemberRoutes } from './routes/chambers';
import { contentAdminRoutes } from './routes/content';
import { showcaseRoutes } from './routes/showcases';
import { eventsAdminRoutes, eventsMemberRoutes } from './routes/events';
import { directoryAdminRoutes, directoryMemberRoutes } from './routes/directory';
import { feedbackMemberRoutes } from './routes/feedback';
import { feedbackAdminRoutes } from './routes/feedback-admin';
import { fnbAdminRoutes, fnbMemberRoutes, fnbStaffRoutes } from './routes/fnb';
import { inboxRoutes } from './routes/inbox';
import { chatAdminRoutes, chatMemberRoutes } from './routes/chat';
import { tasksAdminRoutes } from './routes/tasks';
import { analyticsRoutes } from './routes/analytics';
import { profileAdminRoutes, profileRoutes } from './routes/profile';
import { clubCalendarRoutes, facilitiesTimingsRoutes } from './routes/calendar';
import { notificationRoutes } from './routes/notifications';
import { newsAdminRoutes, newsMemberRoutes, newsPublicRoutes } from './routes/news';
import { publicRoutes } from './routes/public';
import { privacyRoutes } from './routes/privacy';

/*
 * THE route table: paths, lazy pages, roles, menu entries. Children inherit the parent's
 * roles narrowed by intersection and its layout. Every page loads on demand (its own chunk):
 * each area declares its pages and routes in routes/<area>.ts (a page that names the areas'
 * texts is an `areaPage`, routes/area-page.ts), and this table puts them in their order,
 * which is the order of the menu's entries within each group.
 */
export const routeTable: RouteDef[] = [
  ...publicRoutes,
  ...newsPublicRoutes,
  // Signed-in area (AppShell with the role-filtered menu).
  ...dashboardRoutes,
  ...profileAdminRoutes,
  ...fnbAdminRoutes,
  ...chambersAdminRoutes,
  ...banquetsAdminRoutes,
  ...banquetsMemberRoutes,
  ...chambersMemberRoutes,
  ...eventsAdminRoutes,
  ...eventsMemberRoutes,
  ...memberRoutes,
  ...privacyRoutes,
  ...newsMemberRoutes,
  ...notificationRoutes,
  ...fnbMemberRoutes,
  ...feedbackMemberRoutes,
  ...directoryMemberRoutes,
  ...inboxRoutes,
  ...chatMemberRoutes,
  ...clubCalendarRoutes,
  ...facilitiesTimingsRoutes,
  ...contentAdminRoutes,
  ...showcaseRoutes,
  ...newsAdminRoutes,
  ...feedbackAdminRoutes,
  ...directoryAdminRoutes,
  ...chatAdminRoutes,
  ...tasksAdminRoutes,
  ...analyticsRoutes,
  ...broadcastsAdminRoutes,
  ...broadcastsMemberRoutes,
  ...fnbStaffRoutes,
  ...profileRoutes,
  ...changePasswordRoutes,
];

export const flatRoutes: FlatRoute[] = flattenRoutes(routeTable);
