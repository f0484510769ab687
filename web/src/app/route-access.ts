import { hasAnyRole, intersectRoles, type Role } from '@club/contracts/core';
import type { SessionUser } from '@club/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { TKey } from '../lib/i18n';
import { LANDING } from '../lib/safe-path';
import { PATHS, paths } from './paths';

export { LANDING };

export type Layout = 'public' | 'app';
export type MenuGroup = 'main' | 'fnb' | 'chambers' | 'banquets' | 'events' | 'admin' | 'settings';
export const MENU_GROUPS: readonly MenuGroup[] = [
  'main',
  'fnb',
  'chambers',
  'banquets',
  'events',
  'admin',
  'settings',
];

export interface MenuEntry {
  /** i18n key of the label. */
  labelKey: TKey;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  group: MenuGroup;
}

/** One entry of the route table (app/routes.tsx). Children inherit roles (narrowed) and layout. */
export interface RouteDef {
  /**
   * A page's path from the paths table (app/paths.ts: absolute, under its parent's), or a
   * group's path segment(s) relative to its parent, without a leading slash.
   */
  path: string;
  /** Roles that may open the route; absent = no restriction at this level. */
  roles?: readonly Role[];
  /** Only for visitors who are not signed in (login, register, ...). */
  publicOnly?: boolean;
  /** Open even while a temporary PIN/password must be changed (error pages). */
  alwaysOpen?: boolean;
  layout?: Layout;
  /** Show the menu entry only to these kinds of user (e.g. Change PIN: members, not acting staff). */
  menuKinds?: readonly SessionUser['kind'][];
  /** i18n key of the page title (for menus and links). */
  titleKey?: TKey;
  menu?: MenuEntry;
  /** The staff landing screen for the roles that may open it (see landingPath). */
  landing?: boolean;
  /**
   * The welcome after sign-in (/dashboards/default), which links and sign-in paths lead every
   * role to: a signed-in user whose roles may not open it goes to their landing screen
   * instead of /unauthorized.
   */
  welcome?: boolean;
  page?: LazyExoticComponent<ComponentType>;
  children?: RouteDef[];
}

export interface FlatRoute {
  /** Absolute path inside the app ('/member/settings/changePin'). */
  path: string;
  roles?: readonly Role[];
  publicOnly: boolean;
  alwaysOpen: boolean;
  layout: Layout;
  menuKinds?: readonly SessionUser['kind'][];
  titleKey?: TKey;
  menu?: MenuEntry;
  landing?: boolean;
  welcome?: boolean;
  page?: LazyExoticComponent<ComponentType>;
}

function join(parent: string, child: string): string {
  // A page's path from the paths table (absolute): it must lie under its parent's.
  if (child.startsWith('/')) {
    if (parent && !child.startsWith(`${parent}/`))
      throw new Error(`route ${child} does not lie under its parent ${parent}`);
    return child;
  }
  const c = child.replace(/^\/+|\/+$/g, '');
  if (!c) return parent || '/';
  return `${parent === '/' ? '' : parent}/${c}`;
}

/** Flattens the route tree: absolute paths, roles intersected with the parents' (SPEC.md §6). */
export function flattenRoutes(
  defs: readonly RouteDef[],
  parent: { path: string; roles?: readonly Role[]; layout: Layout } = {
    path: '',
    layout: 'public',
  },
): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const def of defs) {
    const path = join(parent.path, def.path);
    const roles = intersectRoles(parent.roles, def.roles);
    const layout = def.layout ?? parent.layout;
    if (def.page) {
      out.push({
        path,
        ...(roles ? { roles } : {}),
        publicOnly: def.publicOnly ?? false,
        alwaysOpen: def.alwaysOpen ?? false,
        layout,
        ...(def.titleKey ? { titleKey: def.titleKey } : {}),
        ...(def.menuKinds ? { menuKinds: def.menuKinds } : {}),
        ...(def.menu ? { menu: def.menu } : {}),
        ...(def.landing ? { landing: true } : {}),
        ...(def.welcome ? { welcome: true } : {}),
        page: def.page,
      });
    }
    if (def.children)
      out.push(...flattenRoutes(def.children, { path, ...(roles ? { roles } : {}), layout }));
  }
  return out;
}

/** Menu entries the user may open, in table order (hidden otherwise, SPEC.md §6). */
export function visibleMenu(routes: readonly FlatRoute[], user: SessionUser | null): FlatRoute[] {
  return routes.filter((r) => {
    if (!r.menu) return false;
    if (r.menuKinds && (!user || !r.menuKinds.includes(user.kind))) return false;
    if (r.publicOnly) return !user;
    if (!r.roles) return true;
    return user !== null && hasAnyRole(user.roles, r.roles);
  });
}

export const CHANGE_PIN_PATH = PATHS.changePin;
export const CHANGE_PASSWORD_PATH = PATHS.changePassword;
export const DASHBOARD_PATH = PATHS.dashboard;

export function changeCredentialPath(user: Pick<SessionUser, 'kind'>): string {
  return user.kind === 'member' ? CHANGE_PIN_PATH : CHANGE_PASSWORD_PATH;
}

/**
 * Where a user lands after sign-in: members the dashboard; staff the first menu screen marked
 * `landing` they may open (admins: /admin/dashboard), else their first allowed menu screen.
 */
export function landingPath(user: SessionUser | null, routes: readonly FlatRoute[]): string {
  if (!user) return PATHS.login;
  if (user.mustChangeCredential) return changeCredentialPath(user);
  if (user.kind === 'member') return DASHBOARD_PATH;
  const menu = visibleMenu(routes, user);
  return (menu.find((r) => r.landing) ?? menu.find((r) => r.roles))?.path ?? DASHBOARD_PATH;
}

export interface AccessContext {
  user: SessionUser | null;
  pathname: string;
  search: string;
  /** A pending redirect (after sign-in or sign-out) that replaces the default target. */
  redirectTo?: string | null;
  routes: readonly FlatRoute[];
}

export type AccessDecision = { type: 'allow' } | { type: 'redirect'; to: string };

function resolve(target: string, ctx: AccessContext): string {
  return target === LANDING ? landingPath(ctx.user, ctx.routes) : target;
}

/** The guard of SPEC.md §6 as a pure function. */
export function decideAccess(
  route: Pick<FlatRoute, 'roles' | 'publicOnly' | 'alwaysOpen' | 'welcome'>,
  ctx: AccessContext,
): AccessDecision {
  const { user } = ctx;
  const pending = ctx.redirectTo ? resolve(ctx.redirectTo, ctx) : null;
  if (route.publicOnly && user) return { type: 'redirect', to: pending ?? PATHS.invalidAccess };
  if (route.roles && !user) {
    const from = `${ctx.pathname}${ctx.search}`;
    return { type: 'redirect', to: pending ?? paths.loginFrom(from) };
  }
  if (user?.mustChangeCredential && !route.alwaysOpen) {
    const target = changeCredentialPath(user);
    if (ctx.pathname.toLowerCase() !== target.toLowerCase())
      return { type: 'redirect', to: target };
  }
  if (route.roles && user && !hasAnyRole(user.roles, route.roles)) {
    if (!pending && route.welcome) {
      const landing = landingPath(user, ctx.routes);
      if (landing.toLowerCase() !== ctx.pathname.toLowerCase())
        return { type: 'redirect', to: landing };
    }
    return { type: 'redirect', to: pending ?? PATHS.unauthorized };
  }
  return { type: 'allow' };
}
