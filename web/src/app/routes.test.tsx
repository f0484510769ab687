import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRouteObjects, isAppPath } from './router';
import { flatRoutes } from './routes';

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
});
