import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { hasAnyRole, type Role } from '@club/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { loadSession, SESSION_COOKIE, type SessionContext } from './sessions.ts';

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
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access (checked by a test). */
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
}

/** The member whose records a request may reach: the signed-in member, or the one an admin acts for. */
export function memberScope(request: FastifyRequest): number {
  const s = request.session;
  const id = s?.actingMemberId ?? s?.memberId;
  if (!id) throw new AppError(403, 'forbidden', 'This is for members only.');
  return id;
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
export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Db }) => {
  await app.register(cookie);
  app.decorateRequest('session', null);
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
    if (request.routeOptions.url === undefined) return; // 404s
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await loadSession(opts.db, opts.config, token);
    if (access === undefined) {
      throw new AppError(500, 'internal', 'This route declares no access rule.');
    }
    if (access === 'public') return;
    const s = request.session;
    if (!s) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
    if (!hasAnyRole(s.roles, access)) {
      throw new AppError(403, 'forbidden', 'You do not have access to this.');
    }
    if (s.mustChange && !request.routeOptions.config?.allowDuringCredentialChange) {
      throw new AppError(
        403,
        'credential_change_required',
        s.kind === 'member'
          ? 'Please change your temporary PIN before you continue.'
          : 'Please change your temporary password before you continue.',
      );
    }
  });
});
