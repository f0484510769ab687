import { IconChartHistogram } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  analytics: areaPage(() => import('../../features/analytics/pages/analytics-page')),
};

/** The admins' analytics (SPEC.md §2 dashboards/analytic, issue 35 item 3): admins only. */
export const analyticsRoutes: RouteDef[] = [
  {
    path: PATHS.analytics,
    layout: 'app',
    roles: [ROLE.admin],
    page: page.analytics,
    titleKey: 'analytics:title',
    menu: { labelKey: 'nav.items.analytics', icon: IconChartHistogram, group: 'admin' },
  },
];
