import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../features/auth';
import { queryClient } from '../lib/query-client';
import {
  embedBootData,
  json,
  mockApi,
  mockSignedIn,
  renderAt,
  resetApp,
  stubSilentNetwork,
  testMember,
  testSettings as settings,
} from '../test/app-harness';

const member = testMember({ memberStatus: 'Lapsed' });

describe('the app', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor of a protected page to /login (case-insensitive paths) and back after sign-in', async () => {
    let signedInYet = false;
    mockApi({
      'GET /api/settings': () => json(200, settings),
      'GET /api/auth/me': () => json(200, { user: signedInYet ? member : null }),
      'POST /api/auth/member/login': (init) => {
        const body = JSON.parse(String(init?.body)) as { pin: string };
        if (body.pin !== '1234') {
          return json(
            401,
            {
              type: 'about:blank',
              title: 'Unauthorized',
              status: 401,
              code: 'invalid_credentials',
              detail: 'Wrong code or PIN.',
            },
            'application/problem+json',
          );
        }
        signedInYet = true;
        return json(200, { user: member });
      },
    });
    const router = renderAt('/Dashboards/Default');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/Dashboards/Default')}`);

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Member code/), 'm1001');
    await user.type(screen.getByLabelText(/^PIN/), '9999');
    await user.click(screen.getByRole('button', { name: 'Sign in as member' }));
    // SPEC.md §8: the toast shows the server's error text (English shows it as sent).
    expect(await screen.findByText('Wrong code or PIN.')).toBeInTheDocument();
    // The failed sign-in leaves the session signed out.
    expect(queryClient.getQueryData(authKeys.me())).toEqual({ user: null });

    await user.clear(screen.getByLabelText(/^PIN/));
    await user.type(screen.getByLabelText(/^PIN/), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in as member' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboards/Default'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Rao' })).toBeInTheDocument();
    expect(screen.getByTestId('membership-warning')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Test Gymkhana Club'));
  });

  it('shows a public page with the club settings, and page-not-found for an unknown path, at its address', async () => {
    const page = (slug: string, title: string) => ({
      slug,
      title,
      summary: 'A members’ sports club.',
      bodyHtml: '<p>Founded in 1875.</p>',
      timings: [{ label: 'Quiz night', value: 'Fridays 20:30' }],
      rules: [],
      photos: [],
      cta: null,
      updatedAt: '2025-01-01T00:00:00.000Z',
      language: 'en',
    });
    mockSignedIn(null, {
      'GET /api/content/pages/home': () => json(200, page('home', 'Welcome')),
      'GET /api/content/pages/events': () => json(200, page('events', 'Events')),
      'GET /api/content/pages': () => json(200, []),
      'GET /api/content/images': () => json(200, []),
    });
    const router = renderAt('/HOME');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Welcome to Test Gymkhana Club' },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Layout settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Language/ })).toBeInTheDocument();
    await router.navigate('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // SPEC.md §2: the address becomes /page-not-found, in place of the unknown one.
    await waitFor(() => expect(router.state.location.pathname).toBe('/page-not-found'));
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/HOME'));
  });

  it('shows a public page from the data the server embedded, without waiting for the session', async () => {
    const about = {
      slug: 'aboutus',
      title: 'About the club',
      summary: 'Since 1875.',
      bodyHtml: '<p>Founded by the river in 1875.</p>',
      timings: [],
      rules: [],
      photos: [],
      cta: null,
      updatedAt: '2025-01-01T00:00:00.000Z',
      language: 'en',
    };
    embedBootData({
      '/api/settings': settings,
      '/api/content/pages/aboutus?lang=en': about,
    });
    const asked = stubSilentNetwork(); // the session check never answers
    renderAt('/aboutus');
    expect(await screen.findByRole('heading', { name: 'About the club' })).toBeInTheDocument();
    expect(screen.getByText('Founded by the river in 1875.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About the club | Test Gymkhana Club'));
    // The session is not known yet: the page did not wait for it.
    expect(queryClient.getQueryState(authKeys.me())?.status).toBe('pending');
    expect(asked).toEqual(['/api/auth/me']);
    expect(document.getElementById('boot-data')).toBeNull();
  });

  it('shows the sign-in form from the session the server embedded (nobody), asking nothing', async () => {
    embedBootData({ '/api/settings': settings, '/api/auth/me': { user: null } });
    const asked = stubSilentNetwork();
    renderAt('/login');
    // The form, not the loader a public-only page shows while the session is unknown.
    expect(await screen.findByLabelText(/Member code/)).toBeInTheDocument();
    expect(queryClient.getQueryData(authKeys.me())).toEqual({ user: null });
    expect(asked).toEqual([]);
  });

  it('sends a signed-in user away from a public-only page and a member away from admin pages', async () => {
    mockApi({
      'GET /api/settings': () => json(200, settings),
      'GET /api/auth/me': () => json(200, { user: { ...member, memberStatus: 'Active' } }),
    });
    const router = renderAt('/forgot-pin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/invalid-access'));
    await router.navigate('/admin/mail/outbox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
