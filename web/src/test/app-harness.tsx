/*
 * The whole app in a test: the real route table, providers and stores, with `fetch` answered
 * by the handlers a test gives ("GET /api/settings" -> a Response). Shared by the app's and
 * the screens' tests.
 */
import {
  DEFAULT_CANCELLATION_POLICIES,
  DEFAULT_OFFICE_HOURS,
  NO_MINIMUM_SPEND,
  EMPTY_SETTINGS_TRANSLATIONS,
  type ClubSettingsAnswer,
  type SessionUser,
} from '@club/contracts';
import { ROLE } from '@club/contracts/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import '../lib/i18n';
import { Providers } from '../app/providers';
import { buildRouteObjects } from '../app/router';
import { useRedirectStore } from '../features/auth';
import { queryClient } from '../lib/query-client';

export const testSettings: ClubSettingsAnswer = {
  clubName: 'Test Gymkhana Club',
  shortName: 'TGC',
  address: '1 Club Road',
  phone: '+91 00000 00000',
  email: 'office@example.org',
  clubTimings: '6 am to 11 pm',
  officeHours: DEFAULT_OFFICE_HOURS,
  financialYearStartMonth: 4,
  currency: 'INR',
  timeZone: 'Asia/Kolkata',
  translations: EMPTY_SETTINGS_TRANSLATIONS,
  cancellationPolicies: DEFAULT_CANCELLATION_POLICIES,
  minimumSpend: NO_MINIMUM_SPEND,
  uploadMaxBytes: 5 * 1024 * 1024,
};

/** Member M1001 as the session shows it. */
export const testMember = (over: Partial<SessionUser> = {}): SessionUser => ({
  kind: 'member',
  id: 7,
  code: 'M1001',
  name: 'Asha Rao',
  email: 'asha@example.org',
  roles: [ROLE.member],
  language: 'en',
  mustChangeCredential: false,
  memberStatus: 'Active',
  actingAs: null,
  lastLoginAt: null,
  ...over,
});

/** The club's administrator (staff, role A) as the session shows them; `over` makes another staff user. */
export const testStaff = (over: Partial<SessionUser> = {}): SessionUser =>
  testMember({
    kind: 'staff',
    code: 'admin',
    name: 'Club Administrator',
    roles: [ROLE.admin],
    memberStatus: null,
    ...over,
  });

export const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

/** A refusal as the API answers it (a problem document with its code and detail). */
export const problem = (
  status: number,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
) =>
  json(
    status,
    { type: 'about:blank', title: 'x', status, code, detail, ...extra },
    'application/problem+json',
  );

export type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/** Answers `fetch` from the handlers (404 problem for any other); returns the calls made. */
export function mockApi(handlers: Record<string, Handler>): { key: string; body: unknown }[] {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ key, body });
      const handler = handlers[key];
      if (handler) return handler(init, url);
      return json(
        404,
        {
          code: 'not_found',
          detail: 'Not found',
          status: 404,
          title: 'Not Found',
          type: 'about:blank',
        },
        'application/problem+json',
      );
    }),
  );
  return calls;
}

/**
 * The handlers every screen asks first (the club's settings and `GET /api/auth/me` for `user`,
 * null for a visitor), with the page's own routes after them.
 */
export const signedIn = (
  user: SessionUser | null,
  routes: Record<string, Handler> = {},
): Record<string, Handler> => ({
  'GET /api/settings': () => json(200, testSettings),
  'GET /api/auth/me': () => json(200, { user }),
  ...routes,
});

/** `mockApi` for a screen of `user` (see `signedIn`); returns the calls made. */
export const mockSignedIn = (user: SessionUser | null, routes: Record<string, Handler> = {}) =>
  mockApi(signedIn(user, routes));

/** Puts the server's embedded first reads into the page (as page-head.ts writes them). */
export function embedBootData(reads: Record<string, unknown>): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = JSON.stringify(reads);
  document.body.appendChild(block);
}

/** A network that never answers; returns the paths asked (with their queries), in order. */
export function stubSilentNetwork(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(url.pathname + url.search);
      return new Promise<Response>(() => undefined);
    }),
  );
  return asked;
}

/** Forgets the server state and the session (call before each test). */
export function resetApp(): void {
  queryClient.clear();
  useRedirectStore.setState({ redirectTo: null });
}

/** In a test file or `describe`: each test starts from `resetApp()` and puts `fetch` back after. */
export function resetEachTest(): void {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());
}

/** Renders the app at a path; returns its router. */
export function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
