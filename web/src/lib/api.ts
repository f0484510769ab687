import type { Problem } from '@club/contracts';
import { API_BASE } from '@club/contracts/core';
import { keepCopy, OFFLINE_HEADER, SAVED_AT_HEADER, useOfflineStore } from './offline';

/** The API's base address (same origin; the dev server proxies /api to the server). */
export { API_BASE };

/**
 * A path of contracts/src/api-paths.ts as api() and embedded() take it: without API_BASE,
 * which they put back ('/api/admin/members' -> '/admin/members').
 */
export const apiPath = (path: string): string => path.slice(API_BASE.length);

/** An area's paths (a const object of contracts/src/api-paths.ts) as api() takes them. */
export function apiPaths<T extends Record<string, string>>(
  paths: T,
): Readonly<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(paths).map(([k, p]) => [k, apiPath(p)])) as Record<
    keyof T,
    string
  >;
}

/** A non-2xx answer of the API, carrying its problem+json body (RFC 9457). */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(status: number, problem: Problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }

  get code(): string {
    return this.problem.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /**
   * Keep a copy for reading offline (GET only; lib/offline.ts): the member's dashboard and
   * statements, the session and the club's settings.
   */
  offline?: boolean;
}

let unauthenticatedHandler: (() => void) | null = null;

/** Called when any request answers 401 unauthenticated (e.g. the session expired). */
export function setUnauthenticatedHandler(handler: (() => void) | null): void {
  unauthenticatedHandler = handler;
}

function buildUrl(path: string, query?: Query): string {
  let url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const text = params.toString();
    if (text) url += `?${text}`;
  }
  return url;
}

async function toProblem(response: Response): Promise<Problem> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      const body = (await response.json()) as Partial<Problem>;
      if (body && typeof body === 'object') {
        return {
          type: body.type ?? 'about:blank',
          title: body.title ?? response.statusText,
          status: body.status ?? response.status,
          code: body.code ?? (response.status >= 500 ? 'internal' : 'http_error'),
          detail: body.detail ?? body.title ?? response.statusText,
          ...(body.errors ? { errors: body.errors } : {}),
          ...(body.retryAfter !== undefined ? { retryAfter: body.retryAfter } : {}),
          ...(body.requestId ? { requestId: body.requestId } : {}),
          ...(body.changes ? { changes: body.changes } : {}),
        };
      }
    } catch {
      // fall through to a generic problem
    }
  }
  const retry = Number(response.headers.get('retry-after'));
  return {
    type: 'about:blank',
    title: response.statusText,
    status: response.status,
    code: response.status >= 500 ? 'internal' : 'http_error',
    detail: response.statusText || `HTTP ${response.status}`,
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfter: retry } : {}),
  };
}

/** The server's embedded answers not yet taken, by URL. */
const bootData: Record<string, unknown> = {};

/**
 * The answer the server embedded in the page for a GET (public pages' first reads, see
 * server/src/modules/content/page-head.ts), taken once: later reads go to the network.
 */
function takeBootData(url: string): unknown {
  const block = globalThis.document?.getElementById('boot-data');
  if (block) {
    try {
      Object.assign(bootData, JSON.parse(block.textContent ?? '{}'));
    } catch {
      // a damaged block: the reads go to the network
    }
    block.remove();
  }
  if (!(url in bootData)) return undefined;
  const value = bootData[url];
  delete bootData[url];
  return value;
}

/**
 * The server's renderer (entry-server.tsx) hands a page's first reads over directly (there is
 * no document), and clears what is left after the render.
 */
export function provideBootData(data: Record<string, unknown> | null): void {
  for (const key of Object.keys(bootData)) delete bootData[key];
  if (data) Object.assign(bootData, data);
}

/** Keeps a copy of a read's answer, given by another request (sign-in's session), for offline. */
export function keepOffline(path: string, body: unknown, query?: Query): Promise<void> {
  return keepCopy(buildUrl(path, query), body);
}

/**
 * A GET's answer embedded in the page, if the server put one there (taken once); with
 * `offline`, a copy is kept for reading offline as if it had been asked (lib/offline.ts).
 */
export function embedded<T>(
  path: string,
  query?: Query,
  { offline = false }: { offline?: boolean } = {},
): T | undefined {
  const url = buildUrl(path, query);
  const value = takeBootData(url) as T | undefined;
  if (value !== undefined && offline) void keepCopy(url, value);
  return value;
}

/** Calls the API: JSON in and out, cookies included; throws ApiError on a non-2xx answer. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, offline = false } = options;
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
  if (offline && method === 'GET') headers[OFFLINE_HEADER] = 'save';
  // FormData (file uploads) sets its own multipart content type.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const url = buildUrl(path, query);
  if (method === 'GET') {
    const embedded = takeBootData(url);
    if (embedded !== undefined) {
      if (offline) void keepCopy(url, embedded);
      return embedded as T;
    }
  }
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, {
      type: 'about:blank',
      title: 'Network error',
      status: 0,
      code: 'network_error',
      detail: 'The server could not be reached.',
    });
  }
  if (!response.ok) {
    const problem = await toProblem(response);
    if (response.status === 401 && problem.code === 'unauthenticated') unauthenticatedHandler?.();
    throw new ApiError(response.status, problem);
  }
  if (offline) useOfflineStore.getState().answered(url, response.headers.get(SAVED_AT_HEADER));
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined as T;
  return (await response.json()) as T;
}
