import type { Role, SessionUser } from '@club/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, decideAccess, LANDING, landingPath, visibleMenu } from './route-access';
import { buildRouteObjects, isAppPath } from './router';
import { flatRoutes } from './routes';

function staff(code: string, roles: Role[]): SessionUser {
  return {
    kind: 'staff',
    id: 1,
    code,
    name: code,
    email: null,
    roles,
    language: 'en',
    mustChangeCredential: false,
    memberStatus: null,
    actingAs: null,
    lastLoginAt: null,
  };
}
const USERS: Record<string, SessionUser> = {
  member: { ...staff('M1001', ['M']), kind: 'member', memberStatus: 'Active' },
  admin: staff('admin', ['A']),
  editor: staff('editor', ['U']),
  'event manager': staff('events', ['E']),
};

/** Where the guard leaves a user who opens a path (following its redirects). */
function settle(user: SessionUser, path: string, redirectTo: string | null = null): string {
  let at = path;
  for (let hops = 0; hops < 5; hops++) {
    const route = flatRoutes.find((r) => r.path.toLowerCase() === at.toLowerCase());
    if (!route) return `no screen at ${at}`;
    const d = decideAccess(route, {
      user,
      pathname: at,
      search: '',
      redirectTo,
      routes: flatRoutes,
    });
    if (d.type === 'allow') return at;
    redirectTo = null;
    at = d.to;
  }
  return `redirect loop from ${path}`;
}

describe('the route table', () => {
  it('declares access for every page: roles, or public (SPEC.md §2 public paths)', () => {
    const PUBLIC = [
      '/home',
      '/aboutus',
      '/login',
      '/register',
      '/forgot-password',
      '/forgot-pin',
      '/reset-password',
      '/loginTrouble',
      '/page-not-found',
      '/unauthorized',
      '/invalid-access',
      // The public information pages (issue 3).
      ...['Clubfacilities', 'Committemembers', 'Cricket', 'Hockey', 'Tennis', 'Squash'],
      ...['badminton', 'Swimming', 'billiards', 'Gym', 'Yoga', 'Otherwellness', 'Library'],
      ...['Cards', 'Restaurants', 'Yorkerbar', 'Banquets', 'Thechambers', 'chamberbooking'],
      ...['Events', 'affiliated', 'Contactus'],
      // An affiliated club answers its signed verify/decline link here (issue 10).
      'affiliate-check',
      // The club's news on the public site (issue 35).
      '/news',
      '/news/:slug',
      '/gallery',
      '/gallery/:slug',
    ].map((p) => (p.startsWith('/') ? p : `/${p}`));
    for (const r of flatRoutes) {
      if (PUBLIC.includes(r.path)) expect(r.roles, r.path).toBeUndefined();
      else expect(r.roles?.length, r.path).toBeGreaterThan(0);
    }
    for (const p of [
      '/login',
      '/register',
      '/forgot-password',
      '/forgot-pin',
      '/reset-password',
      '/loginTrouble',
    ]) {
      expect(flatRoutes.find((r) => r.path === p)?.publicOnly, p).toBe(true);
    }
  });

  it('guards the admin and member areas', () => {
    const roles = (p: string) => flatRoutes.find((r) => r.path === p)?.roles;
    expect(roles('/admin/mail/outbox')).toEqual(['A']);
    expect(roles('/loginadminmember')).toEqual(['A']);
    expect(roles('/member/settings/changePin')).toEqual(['M']);
    expect(roles('/settings/changePassword')).toEqual(['A', 'U', 'E']);
  });

  it('matches paths case-insensitively and sends unknown paths to the catch-all', () => {
    const objects = buildRouteObjects();
    const leaf = (p: string) => matchRoutes(objects, p)?.at(-1)?.route.path;
    expect(leaf('/Home')).toBe('/home');
    expect(leaf('/LOGIN')).toBe('/login');
    expect(leaf('/logintrouble')).toBe('/loginTrouble');
    expect(leaf('/member/settings/changepin')).toBe('/member/settings/changePin');
    expect(leaf('/no/such/page')).toBe('*');
  });

  it('knows the paths it has a screen for; any other is not found (the server answers 404)', () => {
    const routes = buildRouteObjects();
    for (const known of [
      '/app/',
      '/app/home',
      '/app/CRICKET',
      '/app/login?from=%2Fmember%2Fpayments',
      '/app/member/viewStatement',
      '/app/admin/member/editMember/12',
      '/app/member/foodordering/detail/7',
      '/app/page-not-found',
    ]) {
      expect(isAppPath(known, routes, '/app'), known).toBe(true);
    }
    for (const unknown of ['/app/no-such-page', '/app/member/nothing', '/app/home/extra']) {
      expect(isAppPath(unknown, routes, '/app'), unknown).toBe(false);
    }
  });

  it.each(Object.keys(USERS))(
    'gives the %s a welcome they may open, after sign-in and at /dashboards/default',
    (who) => {
      const user = USERS[who]!;
      const landing = landingPath(user, flatRoutes);
      // After sign-in (the pending redirect to the landing screen), and at the welcome's address.
      for (const [path, pending] of [
        [landing, LANDING],
        [DASHBOARD_PATH, null],
      ] as const) {
        const shown = settle(user, path, pending);
        // The page asked for, or else their landing screen: one of their own menu's screens,
        // never an error page (/unauthorized).
        expect([path, landing], `${who} at ${path}`).toContain(shown);
        expect(
          visibleMenu(flatRoutes, user).map((r) => r.path),
          who,
        ).toContain(shown);
      }
    },
  );
});
