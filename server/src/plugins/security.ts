import { API_BASE } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { AFTER_PAINT_CSP } from './after-paint.ts';
import { sendProblem } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The headers helmet sets for these options. They hold no per-request part (no CSP nonces), so
 * they are computed once: @fastify/helmet built helmet's middleware again for every request,
 * parsing the CSP each time (a tenth of a cached read's CPU, bench/README.md).
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return [...headers];
}

/** Security headers (CSP included) and refusal of state-changing requests from other origins. */
/** Sources beyond the portal's own origin that the CSP allows (a payment checkout's). */
export interface ExtraSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; extraSources?: ExtraSources | null }) => {
    // A provider's checkout (Razorpay's Checkout.js: script, iframe, calls) when it needs them.
    const extra = opts.extraSources ?? null;
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(extra?.img ?? [])],
          fontSrc: ["'self'", 'data:'],
          // Mantine and the API docs page set inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The one inline script: the loader of a server-drawn page's scripts, by its hash.
          scriptSrc: ["'self'", ...(extra?.script ?? []), AFTER_PAINT_CSP],
          connectSrc: ["'self'", ...(extra?.connect ?? [])],
          ...(extra ? { frameSrc: extra.frame } : {}),
          upgradeInsecureRequests: opts.config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: opts.config.publicUrl.startsWith('https:'),
    });
    // The same headers on every answer, computed once (they depend on the config only).
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });

    /*
     * API answers are not stored (Cache-Control: no-store): every answer of a route that needs
     * a session, every error, and every public answer that does not declare its own caching
     * (GET /api/auth/me names the user). Public routes that declare theirs (settings, public
     * pages and files) keep it: they answer everyone alike.
     */
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith(`${API_BASE}/`)) return payload;
      const declared = reply.getHeader('cache-control');
      const isPublic = request.routeOptions.config?.access === 'public';
      if (isPublic && declared !== undefined && reply.statusCode < 400) return payload;
      if (!String(declared ?? '').includes('no-store'))
        void reply.header('cache-control', 'no-store');
      return payload;
    });

    const allowed = new URL(opts.config.publicUrl).origin;
    /** The portal's own origins: its public address, or the host the request was sent to. */
    const ours = (origin: string, host: string | undefined) =>
      origin === allowed ||
      (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
    /** A Referer's origin; null when it is no absolute address. */
    const originOf = (referer: string) => {
      try {
        return new URL(referer).origin;
      } catch {
        return null;
      }
    };
    /*
     * A state-changing request is refused when its Origin is another site's; without an
     * Origin, when its Referer is another site's (or no address at all); with neither, when
     * the browser's Sec-Fetch-Site says cross-site. Otherwise one with neither passes
     * (server-to-server callers; browsers send Origin on every cross-site POST). Routes marked
     * `crossOrigin` (the payment webhook) are not checked.
     */
    app.addHook('onRequest', async (request, reply) => {
      if (!UNSAFE.has(request.method)) return;
      if (request.routeOptions.config?.crossOrigin === true) return;
      const { origin, referer, host } = request.headers;
      const from = origin ?? (referer === undefined ? undefined : originOf(referer));
      const foreign =
        from === undefined
          ? request.headers['sec-fetch-site'] === 'cross-site'
          : !from || !ours(from, host);
      if (foreign) {
        return sendProblem(
          request,
          reply,
          403,
          'cross_origin',
          'Requests from another site are refused.',
        );
      }
    });
  },
);
