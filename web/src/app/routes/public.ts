import { PUBLIC_PAGES, type PublicPage } from '@club/contracts/core';
import { lazy } from 'react';
import { PAGE_TITLE_KEYS } from '../../features/content';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

/** The public pages, sign-in and its neighbours, and the error pages: no layout of the app. */
const page = {
  home: areaPage(() => import('../../features/content/pages/home-page')),
  aboutUs: lazy(() => import('../../features/content/pages/about-us-page')),
  login: lazy(() => import('../../features/auth/pages/login-page')),
  register: lazy(() => import('../../features/auth/pages/register-page')),
  forgotPassword: lazy(() => import('../../features/auth/pages/forgot-password-page')),
  forgotPin: lazy(() => import('../../features/auth/pages/forgot-pin-page')),
  resetPassword: lazy(() => import('../../features/auth/pages/reset-password-page')),
  loginTrouble: lazy(() => import('../../features/auth/pages/login-trouble-page')),
  notFound: lazy(() => import('../../features/misc/pages/not-found-page')),
  unauthorized: lazy(() => import('../../features/misc/pages/unauthorized-page')),
  invalidAccess: lazy(() => import('../../features/misc/pages/invalid-access-page')),
  facility: areaPage(() => import('../../features/content/pages/facility-page')),
  clubFacilities: lazy(() => import('../../features/content/pages/club-facilities-page')),
  committee: lazy(() => import('../../features/content/pages/committee-page')),
  affiliated: lazy(() => import('../../features/content/pages/affiliated-page')),
  contact: lazy(() => import('../../features/content/pages/contact-page')),
  events: areaPage(() => import('../../features/content/pages/events-page')),
  chamberBooking: areaPage(() => import('../../features/content/pages/chamber-booking-page')),
  chambersAffiliateCheck: areaPage(
    () => import('../../features/chambers/pages/public/affiliate-check-page'),
  ),
};

type NonFacilitySlug = Extract<PublicPage, { facility: false }>['slug'];

/** The page (and, where it is not the page's own name, the title) of each non-facility page. */
const PUBLIC_PAGE_VIEWS: Record<
  NonFacilitySlug,
  { page: NonNullable<RouteDef['page']>; titleKey?: RouteDef['titleKey'] }
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

/** A page for visitors who are not signed in (sign-in, registration, recovery). */
const publicOnly = (
  path: string,
  pageOf: NonNullable<RouteDef['page']>,
  titleKey: RouteDef['titleKey'],
): RouteDef => ({ path, page: pageOf, publicOnly: true, titleKey });

/** A page open to everyone, even while a temporary PIN or password must be changed. */
const alwaysOpen = (
  path: string,
  pageOf: NonNullable<RouteDef['page']>,
  titleKey: RouteDef['titleKey'],
): RouteDef => ({ path, page: pageOf, alwaysOpen: true, titleKey });

export const publicRoutes: RouteDef[] = [
  // Public pages (SPEC.md §2 fixed paths), in the order and spelling of the contracts' one
  // list (PUBLIC_PAGES); every facility page shares one page, with its own content.
  ...PUBLIC_PAGES.map((p) => ({
    path: p.path.slice(1),
    page: p.facility ? page.facility : PUBLIC_PAGE_VIEWS[p.slug as NonFacilitySlug].page,
    titleKey: p.facility
      ? PAGE_TITLE_KEYS[p.slug]
      : (PUBLIC_PAGE_VIEWS[p.slug as NonFacilitySlug].titleKey ?? PAGE_TITLE_KEYS[p.slug]),
  })),
  publicOnly(PATHS.login, page.login, 'auth:login.title'),
  publicOnly(PATHS.register, page.register, 'auth:register.title'),
  publicOnly(PATHS.forgotPassword, page.forgotPassword, 'auth:forgotPassword.title'),
  publicOnly(PATHS.forgotPin, page.forgotPin, 'auth:forgotPin.title'),
  publicOnly(PATHS.resetPassword, page.resetPassword, 'auth:resetPassword.title'),
  publicOnly(PATHS.loginTrouble, page.loginTrouble, 'auth:loginTrouble.title'),
  // The affiliated club's verify and decline links (a signed token; no sign-in).
  alwaysOpen(PATHS.affiliateCheck, page.chambersAffiliateCheck, 'chambers:clubCheck.pageTitle'),
  alwaysOpen(PATHS.notFound, page.notFound, 'misc:notFound.title'),
  alwaysOpen(PATHS.unauthorized, page.unauthorized, 'misc:unauthorized.title'),
  alwaysOpen(PATHS.invalidAccess, page.invalidAccess, 'misc:invalidAccess.title'),
];
