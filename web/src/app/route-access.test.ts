import type { Role, SessionUser } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  flattenRoutes,
  landingPath,
  LANDING,
  visibleMenu,
  type AccessContext,
  type FlatRoute,
  type RouteDef,
} from './route-access';

const Icon = () => null;
const Page = (() => null) as unknown as NonNullable<RouteDef['page']>;

function user(roles: Role[], over: Partial<SessionUser> = {}): SessionUser {
  return {
    kind: roles.includes('M') && roles.length === 1 ? 'member' : 'staff',
    id: 1,
    code: roles.includes('M') && roles.length === 1 ? 'M1001' : 'admin',
    name: 'Test User',
    email: null,
    roles,
    language: 'en',
    mustChangeCredential: false,
    memberStatus: null,
    actingAs: null,
    lastLoginAt: null,
    ...over,
  };
}

const table: RouteDef[] = [
  { path: 'home', page: Page },
  { path: 'login', page: Page, publicOnly: true },
  { path: 'page-not-found', page: Page, alwaysOpen: true },
  {
    path: 'dashboards/default',
    roles: ['M', 'A', 'U', 'E'],
    page: Page,
    layout: 'app',
    menu: { labelKey: 'nav.items.dashboard', icon: Icon, group: 'main' },
  },
  {
    path: 'admin',
    roles: ['A', 'U'],
    layout: 'app',
    children: [
      {
        path: 'outbox',
        page: Page,
        menu: { labelKey: 'nav.items.outbox', icon: Icon, group: 'admin' },
      },
      // Declares E, which the parent does not allow: nobody but A may open it.
      {
        path: 'events',
        roles: ['A', 'E'],
        page: Page,
        menu: { labelKey: 'nav.items.auditLog', icon: Icon, group: 'admin' },
      },
    ],
  },
  {
    path: 'member',
    roles: ['M'],
    layout: 'app',
    children: [
      {
        path: 'settings/changePin',
        page: Page,
        menuKinds: ['member'],
        menu: { labelKey: 'nav.items.changePin', icon: Icon, group: 'settings' },
      },
    ],
  },
  { path: 'settings/changePassword', roles: ['A', 'U', 'E'], page: Page, layout: 'app' },
];
const routes = flattenRoutes(table);
const byPath = (p: string): FlatRoute => routes.find((r) => r.path === p)!;

function ctx(
  u: SessionUser | null,
  pathname: string,
  search = '',
  redirectTo: string | null = null,
): AccessContext {
  return { user: u, pathname, search, redirectTo, routes };
}

describe('flattenRoutes', () => {
  it('builds absolute paths and inherits the layout', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/home',
      '/login',
      '/page-not-found',
      '/dashboards/default',
      '/admin/outbox',
      '/admin/events',
      '/member/settings/changePin',
      '/settings/changePassword',
    ]);
    expect(byPath('/admin/outbox').layout).toBe('app');
    expect(byPath('/home').layout).toBe('public');
  });

  it('narrows child roles to the intersection with the parent', () => {
    expect(byPath('/admin/outbox').roles).toEqual(['A', 'U']);
    expect(byPath('/admin/events').roles).toEqual(['A']);
    expect(byPath('/member/settings/changePin').roles).toEqual(['M']);
    expect(byPath('/home').roles).toBeUndefined();
  });
});

describe('decideAccess', () => {
  it('sends a signed-out visitor of a protected route to /login with the origin path', () => {
    expect(decideAccess(byPath('/admin/outbox'), ctx(null, '/admin/outbox', '?page=2'))).toEqual({
      type: 'redirect',
      to: `/login?from=${encodeURIComponent('/admin/outbox?page=2')}`,
    });
  });

  it('sends a signed-in user with the wrong role to /unauthorized', () => {
    expect(decideAccess(byPath('/admin/outbox'), ctx(user(['M']), '/admin/outbox'))).toEqual({
      type: 'redirect',
      to: '/unauthorized',
    });
    expect(decideAccess(byPath('/admin/events'), ctx(user(['E']), '/admin/events'))).toEqual({
      type: 'redirect',
      to: '/unauthorized',
    });
  });

  it('allows a user holding one of the roles', () => {
    expect(decideAccess(byPath('/admin/outbox'), ctx(user(['U']), '/admin/outbox'))).toEqual({
      type: 'allow',
    });
    expect(
      decideAccess(byPath('/dashboards/default'), ctx(user(['M']), '/dashboards/default')),
    ).toEqual({
      type: 'allow',
    });
  });

  it('sends a signed-in user away from a public-only route to /invalid-access', () => {
    expect(decideAccess(byPath('/login'), ctx(user(['M']), '/login'))).toEqual({
      type: 'redirect',
      to: '/invalid-access',
    });
    expect(decideAccess(byPath('/login'), ctx(null, '/login'))).toEqual({ type: 'allow' });
  });

  it('lets anyone open a public route', () => {
    expect(decideAccess(byPath('/home'), ctx(null, '/home'))).toEqual({ type: 'allow' });
    expect(decideAccess(byPath('/home'), ctx(user(['A']), '/home'))).toEqual({ type: 'allow' });
  });

  it('honours a pending redirect after sign-in (the from page or the landing screen)', () => {
    expect(decideAccess(byPath('/login'), ctx(user(['A']), '/login', '', '/admin/outbox'))).toEqual(
      {
        type: 'redirect',
        to: '/admin/outbox',
      },
    );
    expect(decideAccess(byPath('/login'), ctx(user(['M']), '/login', '', LANDING))).toEqual({
      type: 'redirect',
      to: '/dashboards/default',
    });
  });

  it('keeps a user with a temporary credential on the change screen', () => {
    const member = user(['M'], { mustChangeCredential: true });
    expect(decideAccess(byPath('/dashboards/default'), ctx(member, '/dashboards/default'))).toEqual(
      {
        type: 'redirect',
        to: '/member/settings/changePin',
      },
    );
    expect(
      decideAccess(byPath('/member/settings/changePin'), ctx(member, '/member/settings/changepin')),
    ).toEqual({
      type: 'allow',
    });
    const staff = user(['A'], { mustChangeCredential: true });
    expect(decideAccess(byPath('/admin/outbox'), ctx(staff, '/admin/outbox'))).toEqual({
      type: 'redirect',
      to: '/settings/changePassword',
    });
    expect(decideAccess(byPath('/page-not-found'), ctx(staff, '/page-not-found'))).toEqual({
      type: 'allow',
    });
  });
});

describe('visibleMenu', () => {
  const paths = (u: SessionUser | null) => visibleMenu(routes, u).map((r) => r.path);

  it('hides entries the user may not open', () => {
    expect(paths(null)).toEqual([]);
    expect(paths(user(['M']))).toEqual(['/dashboards/default', '/member/settings/changePin']);
    expect(paths(user(['U']))).toEqual(['/dashboards/default', '/admin/outbox']);
    expect(paths(user(['A']))).toEqual(['/dashboards/default', '/admin/outbox', '/admin/events']);
    expect(paths(user(['E']))).toEqual(['/dashboards/default']);
  });

  it('shows an admin acting as a member both sets of entries', () => {
    const acting = user(['A', 'M'], { kind: 'staff' });
    expect(paths(acting)).toContain('/admin/outbox');
    // Change PIN is a member's own screen, not the acting admin's.
    expect(paths(acting)).not.toContain('/member/settings/changePin');
  });
});

describe('landingPath', () => {
  it('sends members to the dashboard and staff to their first allowed menu screen', () => {
    expect(landingPath(user(['M']), routes)).toBe('/dashboards/default');
    const staffOnly = flattenRoutes(table.filter((r) => r.path !== 'dashboards/default'));
    expect(landingPath(user(['A']), staffOnly)).toBe('/admin/outbox');
    expect(landingPath(null, routes)).toBe('/login');
  });
});
