import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';
import { sendProblem } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    await app.register(helmet, {
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
          scriptSrc: ["'self'", ...(extra?.script ?? [])],
          connectSrc: ["'self'", ...(extra?.connect ?? [])],
          ...(extra ? { frameSrc: extra.frame } : {}),
          upgradeInsecureRequests: opts.config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: opts.config.publicUrl.startsWith('https:'),
    });

    const allowed = new URL(opts.config.publicUrl).origin;
    app.addHook('onRequest', async (request, reply) => {
      if (!UNSAFE.has(request.method)) return;
      if (request.routeOptions.config?.crossOrigin === true) return;
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      if (origin) {
        const host = request.headers.host;
        const sameHost =
          host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
        if (origin !== allowed && !sameHost) {
          return sendProblem(
            request,
            reply,
            403,
            'cross_origin',
            'Requests from another site are refused.',
          );
        }
      } else if (site === 'cross-site') {
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
