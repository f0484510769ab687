import { pagePath } from '@club/contracts/core';
import { lazy, Suspense, useEffect } from 'react';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  matchRoutes,
  useNavigate,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AppReady } from '../lib/app-ready';
import { loadAreaTexts } from '../lib/i18n';
import { RouteGuard } from './guard';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';
import type { FlatRoute } from './route-access';
import { PATHS } from './paths';
import { flatRoutes } from './routes';

/**
 * The members' and staff's layout loads on demand, with the areas' texts its menus name:
 * public pages never download them.
 */
const AppLayout = lazy(() =>
  Promise.all([import('./layout/app-layout'), loadAreaTexts()]).then(([m]) => ({
    default: m.AppLayout,
  })),
);

/** The router base path (SPEC.md §2), '' or '/app'. */
export const BASENAME = import.meta.env.VITE_BASE_PATH || '/';

function toRouteObject(route: FlatRoute): RouteObject {
  const Page = route.page!;
  return {
    path: route.path,
    caseSensitive: false,
    // The app is ready once the page is drawn (beside it: under the guard's own answer too).
    element: (
      <>
        <RouteGuard route={route}>
          <Page />
        </RouteGuard>
        <AppReady />
      </>
    ),
  };
}

/** The path of the page-not-found screen; any unknown path shows it too (HTTP 404). */
export const NOT_FOUND_PATH = PATHS.notFound;

/**
 * At an unknown path (SPEC.md §2: "Unknown paths redirect to page-not-found"): once the app
 * runs, the address becomes /page-not-found, replacing the unknown one so Back does not come
 * back to it. The screen is drawn at the unknown path first, as the server drew it with its
 * 404 (what a crawler reads), so the app takes the server's page over as it is.
 */
function ToNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(NOT_FOUND_PATH, { replace: true });
  }, [navigate]);
  return null;
}

/**
 * Route objects built from the one route table; public paths match case-insensitively. An
 * unknown path shows the page-not-found screen, then its address (the server answers it with
 * 404).
 */
export function buildRouteObjects(routes: readonly FlatRoute[] = flatRoutes): RouteObject[] {
  const notFound = routes.find((r) => r.path === NOT_FOUND_PATH);
  return [
    {
      element: <Outlet />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to={pagePath('home')} replace /> },
        {
          element: <PublicLayout />,
          children: [
            ...routes.filter((r) => r.layout === 'public').map(toRouteObject),
            notFound
              ? {
                  path: '*',
                  element: (
                    <>
                      {toRouteObject(notFound).element}
                      <ToNotFound />
                    </>
                  ),
                }
              : { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
          ],
        },
        {
          element: (
            <Suspense fallback={<PageLoader fullHeight />}>
              <AppLayout />
            </Suspense>
          ),
          children: routes.filter((r) => r.layout === 'app').map(toRouteObject),
        },
      ],
    },
  ];
}

/**
 * Whether the app has a screen at a path (with the base path, as the server sees it): false
 * for the paths only the page-not-found screen answers.
 */
export function isAppPath(
  url: string,
  routes: RouteObject[] = buildRouteObjects(),
  basename: string = BASENAME,
): boolean {
  const pathname = new URL(url, 'http://localhost').pathname;
  const matches = matchRoutes(routes, pathname, basename);
  return !!matches && matches[matches.length - 1]!.route.path !== '*';
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(), { basename: BASENAME });
}
