import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { hasAnyRole, type Role } from '@club/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { anonymousActor, type Actor } from '../../actor.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { createSessionCache } from './session-cache.ts';
import { loadSessionRecord, SESSION_COOKIE, type SessionContext } from './sessions.ts';

export { SESSION_COOKIE } from './sessions.ts';

export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: 'public', or the roles allowed. Every route must declare it. */
    access?: Access;
    /** Reachable while the user must still change a temporary PIN or password. */
    allowDuringCredentialChange?: boolean;
    /** Accepts state-changing requests from other origins (provider webhooks). */
    crossOrigin?: boolean;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    /** Who is acting: built once per request from the session (anonymous without one). */
    actor: Actor;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access (checked by a test). */
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
}

/** The actor of a request: who its session belongs to, with the request's id and address. */
export function actorOf(request: FastifyRequest, session: SessionContext | null): Actor {
  const client = {
    requestId: request.id,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
  if (!session) return anonymousActor(client);
  return {
    kind: session.kind,
    memberId: session.memberId,
    staffId: session.staffId,
    actingForMemberId: session.actingMemberId,
    roles: session.roles,
    mustChangeCredential: session.mustChange,
    sessionId: session.sessionId,
    ...client,
  };
}

export function cookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
  };
}

/** Reads the session cookie into request.session and enforces each route's declared access. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; database: Database }) => {
    const { config, database } = opts;
    const cache = await createSessionCache(database, app.log, {
      idleMinutes: config.SESSION_IDLE_MINUTES,
    });
    app.addHook('onClose', () => cache.stop());
    await app.register(cookie);
    app.decorateRequest('session', null);
    app.decorateRequest('actor', null as unknown as Actor);
    app.decorate('routeAccess', []);

    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Read lazily: a plugin's own onRoute hook may declare access after this one runs.
        app.routeAccess.push({
          method,
          url: route.url,
          get access() {
            return route.config?.access;
          },
        });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (request.routeOptions.url === undefined) {
        request.actor = actorOf(request, null);
        return; // 404s
      }
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const hash = sha256(token);
        request.session = await cache.get(hash, () => loadSessionRecord(database.db, config, hash));
      }
      request.actor = actorOf(request, request.session);
      if (access === undefined) {
        throw new AppError(500, 'internal', 'This route declares no access rule.');
      }
      if (access === 'public') return;
      const s = request.session;
      if (!s) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
      if (!hasAnyRole(s.roles, access)) {
        throw forbidden('You do not have access to this.');
      }
      if (s.mustChange && !request.routeOptions.config?.allowDuringCredentialChange) {
        throw forbidden(
          s.kind === 'member'
            ? 'Please change your temporary PIN before you continue.'
            : 'Please change your temporary password before you continue.',
          'credential_change_required',
        );
      }
    });
  },
);
