import { IconBlocks, IconTypography } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  showcaseInterface: areaPage(
    () => import('../../features/showcases/pages/interface-showcase-page'),
  ),
  showcaseContent: areaPage(() => import('../../features/showcases/pages/content-showcase-page')),
};

/**
 * The interface and content showcases (SPEC.md §2; §6 declares them for roles A and U only):
 * admins and editors; everyone else is sent to /unauthorized and never sees them in the menu.
 */
export const showcaseRoutes: RouteDef[] = [
  {
    path: 'showcase',
    layout: 'app',
    roles: [ROLE.admin, ROLE.editor],
    children: [
      {
        path: PATHS.showcaseInterface,
        page: page.showcaseInterface,
        titleKey: 'showcases:interface.title',
        menu: { labelKey: 'nav.items.showcaseInterface', icon: IconTypography, group: 'admin' },
      },
      {
        path: PATHS.showcaseContent,
        page: page.showcaseContent,
        titleKey: 'showcases:content.title',
        menu: { labelKey: 'nav.items.showcaseContent', icon: IconBlocks, group: 'admin' },
      },
    ],
  },
];
