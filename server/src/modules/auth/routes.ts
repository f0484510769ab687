import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actAsRequest,
  languageRequest,
  meResponse,
  memberLoginRequest,
  ROLE,
  ROLES,
  staffLoginRequest,
  AUTH_API,
} from '@club/contracts';
import { cookieOptions, SESSION_COOKIE } from '../../plugins/auth/index.ts';
import { setLanguage } from './set-language.ts';
import { signInMember, type SignInResult } from './sign-in-member.ts';
import { signInStaff } from './sign-in-staff.ts';
import { signOut } from './sign-out.ts';
import { startActingAs } from './start-acting-as.ts';
import { stopActingAs } from './stop-acting-as.ts';

const tags = ['auth'];

/** The session: who is signed in, sign-in and sign-out, act as member, the user's language. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  /*
   * Member and staff sign-in draw from one budget per client address: one limiter (one
   * store) run by both routes. A route's own `config.rateLimit` would give each route a store
   * of its own (@fastify/rate-limit keeps one per route, and its `groupId` does not share
   * them), so someone could make twice the guesses by using both.
   */
  const signInLimit = app.rateLimit({ max: ctx.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' });

  function withCookie(reply: FastifyReply, signedIn: SignInResult) {
    void reply.setCookie(SESSION_COOKIE, signedIn.token, {
      ...cookieOptions(ctx.config),
      maxAge: ctx.config.SESSION_ABSOLUTE_HOURS * 3600,
    });
    return { user: signedIn.user };
  }

  app.get(
    AUTH_API.me,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The signed-in user, or null', response: { 200: meResponse } },
    },
    async (request) => ({ user: request.session?.user ?? null }),
  );

  app.post(
    AUTH_API.memberLogin,
    {
      config: { access: 'public' },
      onRequest: signInLimit,
      schema: {
        tags,
        summary: 'Member sign-in (member code + PIN)',
        body: memberLoginRequest,
        response: { 200: meResponse },
      },
    },
    async (request, reply) =>
      withCookie(reply, await signInMember(ctx, request.actor, request.body)),
  );

  app.post(
    AUTH_API.staffLogin,
    {
      config: { access: 'public' },
      onRequest: signInLimit,
      schema: {
        tags,
        summary: 'Staff sign-in (staff code + password)',
        body: staffLoginRequest,
        response: { 200: meResponse },
      },
    },
    async (request, reply) =>
      withCookie(reply, await signInStaff(ctx, request.actor, request.body)),
  );

  app.post(
    AUTH_API.logout,
    {
      config: { access: 'public', allowDuringCredentialChange: true },
      schema: { tags, summary: 'Sign out (ends the session)', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await signOut(ctx, request.actor, { token: request.cookies[SESSION_COOKIE] });
      void reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx.config));
      return reply.code(204).send(null);
    },
  );

  app.post(
    AUTH_API.actAs,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: 'Admin acts as a member (front desk)',
        body: actAsRequest,
        response: { 200: meResponse },
      },
    },
    async (request) => startActingAs(ctx, request.actor, request.body),
  );

  app.delete(
    AUTH_API.actAs,
    {
      config: { access: [ROLE.admin] },
      schema: { tags, summary: 'Stop acting as a member', response: { 200: meResponse } },
    },
    async (request) => stopActingAs(ctx, request.actor),
  );

  app.put(
    AUTH_API.language,
    {
      config: { access: ROLES, allowDuringCredentialChange: true },
      schema: {
        tags,
        summary: "Store the user's language (used for their mails)",
        body: languageRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await setLanguage(ctx, request.actor, request.body);
      return reply.code(204).send(null);
    },
  );
};
