import { baseUrl } from './browser.ts';

/** A JSON call of the API as one signed-in user; throws with the problem on a non-2xx answer. */
export type ApiCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * Signs in through the API (no browser) and answers a caller that sends the session cookie:
 * how a journey makes its own data (menus, orders) before it opens the screens. The server
 * takes a request without an Origin header as a server-to-server call.
 */
export async function apiSession(loginPath: string, credentials: object): Promise<ApiCall> {
  const base = baseUrl();
  const login = await fetch(`${base}${loginPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`${loginPath}: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

export const adminApi = () =>
  apiSession('/api/auth/staff/login', { staffCode: 'admin', password: 'Admin@12345' });
export const memberApi = (memberCode: string, pin: string) =>
  apiSession('/api/auth/member/login', { memberCode, pin });
