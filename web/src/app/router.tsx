import { lazy, Suspense } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteGuard } from './guard';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';
import type { FlatRoute } from './route-access';
import { flatRoutes } from './routes';

/** The members' and staff's layout loads on demand: public pages never download it. */
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

/** The router base path (SPEC.md §2), '' or '/app'. */
export const BASENAME = import.meta.env.VITE_BASE_PATH || '/';

function toRouteObject(route: FlatRoute): RouteObject {
  const Page = route.page!;
  return {
    path: route.path,
    caseSensitive: false,
    element: (
      <RouteGuard route={route}>
        <Page />
      </RouteGuard>
    ),
  };
}

/** Route objects built from the one route table; public paths match case-insensitively. */
export function buildRouteObjects(routes: readonly FlatRoute[] = flatRoutes): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        {
          element: <PublicLayout />,
          children: routes.filter((r) => r.layout === 'public').map(toRouteObject),
        },
        {
          element: (
            <Suspense fallback={<PageLoader fullHeight />}>
              <AppLayout />
            </Suspense>
          ),
          children: routes.filter((r) => r.layout === 'app').map(toRouteObject),
        },
        { path: '*', element: <Navigate to="/page-not-found" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(), { basename: BASENAME });
}
