import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  clubCalendar: areaPage(() => import('../../features/calendar/pages/club-calendar-page')),
  timings: areaPage(() => import('../../features/calendar/pages/facilities-timings-page')),
};

/**
 * The club calendar (SPEC.md §7 /apps/events, issue 34 item 1): members, admins and editors (the
 * event manager sees only the event-update screen, SPEC.md §1).
 */
export const clubCalendarRoutes: RouteDef[] = [
  {
    path: 'apps',
    layout: 'app',
    roles: [ROLE.member, ROLE.admin, ROLE.editor],
    children: [
      {
        path: PATHS.clubCalendar,
        page: page.clubCalendar,
        titleKey: 'calendar:club.title',
        menu: { labelKey: 'nav.items.clubCalendar', icon: IconCalendarEvent, group: 'main' },
      },
    ],
  },
];

/** Facilities Timings (SPEC.md §2 member menu): each facility's timings and this week's closures. */
export const facilitiesTimingsRoutes: RouteDef[] = [
  {
    path: 'member/facilities',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.facilitiesTimings,
        page: page.timings,
        titleKey: 'calendar:timings.title',
        menu: { labelKey: 'nav.items.facilitiesTimings', icon: IconClock, group: 'main' },
      },
    ],
  },
];
