import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actAsRequest,
  changePasswordRequest,
  changePinRequest,
  forgotPasswordRequest,
  forgotPinRequest,
  languageRequest,
  loginTroubleRequest,
  meResponse,
  memberLoginRequest,
  messageResponse,
  registerRequest,
  resetRequest,
  staffLoginRequest,
  tokenInfoResponse,
  tokenQuery,
} from '@club/contracts';
import { members, staffUsers } from '../../db/schema/index.ts';
import { cookieOptions } from '../../plugins/auth/index.ts';
import { startActingAs, stopActingAs } from './act-as-member.ts';
import { changePassword, changePin } from './change-credential.ts';
import { reportLoginTrouble } from './report-login-trouble.ts';
import { requestActivation } from './request-activation.ts';
import { requestTemporaryPassword } from './request-temporary-password.ts';
import { requestTemporaryPin } from './request-temporary-pin.ts';
import { getTokenInfo, resetCredential } from './reset-credential.ts';
import { signInMember, signInStaff } from './sign-in.ts';
import { deleteSession, loadSession, SESSION_COOKIE } from '../../plugins/auth/sessions.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const limited = { max: ctx.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' };

  async function answerWithSession(reply: FastifyReply, token: string) {
    const session = await loadSession(ctx.db, ctx.config, token);
    void reply.setCookie(SESSION_COOKIE, token, {
      ...cookieOptions(ctx.config),
      maxAge: ctx.config.SESSION_ABSOLUTE_HOURS * 3600,
    });
    return { user: session?.user ?? null };
  }

  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.get(
    '/api/auth/me',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The signed-in user, or null', response: { 200: meResponse } },
    },
    async (request) => ({ user: request.session?.user ?? null }),
  );

  app.post(
    '/api/auth/member/login',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Member sign-in (member code + PIN)',
        body: memberLoginRequest,
        response: { 200: meResponse },
      },
    },
    async (request, reply) => {
      const { token } = await signInMember(ctx, request.body, client(request));
      return answerWithSession(reply, token);
    },
  );

  app.post(
    '/api/auth/staff/login',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Staff sign-in (staff code + password)',
        body: staffLoginRequest,
        response: { 200: meResponse },
      },
    },
    async (request, reply) => {
      const { token } = await signInStaff(ctx, request.body, client(request));
      return answerWithSession(reply, token);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public', allowDuringCredentialChange: true },
      schema: { tags, summary: 'Sign out (ends the session)', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(ctx.db, token);
      void reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx.config));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Activate online access: mails a one-time link to set a PIN',
        body: registerRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await requestActivation(ctx, request.body) }),
  );

  app.post(
    '/api/auth/forgot-pin',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Mail a temporary PIN',
        body: forgotPinRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await requestTemporaryPin(ctx, request.body) }),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Mail a temporary staff password',
        body: forgotPasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await requestTemporaryPassword(ctx, request.body) }),
  );

  app.get(
    '/api/auth/token',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'What a one-time link is for',
        querystring: tokenQuery,
        response: { 200: tokenInfoResponse },
      },
    },
    async (request) => getTokenInfo(ctx, request.query.token),
  );

  app.post(
    '/api/auth/reset',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Set a PIN or password from a one-time link',
        body: resetRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await resetCredential(ctx, request, request.body) }),
  );

  app.post(
    '/api/auth/login-trouble',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Tell the IT admin someone cannot sign in',
        body: loginTroubleRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await reportLoginTrouble(ctx, request.body) }),
  );

  app.post(
    '/api/auth/change-pin',
    {
      config: { access: ['M'], allowDuringCredentialChange: true, rateLimit: limited },
      schema: {
        tags,
        summary: 'Change the member PIN',
        body: changePinRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await changePin(ctx, request, request.body) }),
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { access: ['A', 'U', 'E'], allowDuringCredentialChange: true, rateLimit: limited },
      schema: {
        tags,
        summary: 'Change the staff password',
        body: changePasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await changePassword(ctx, request, request.body) }),
  );

  app.post(
    '/api/auth/act-as',
    {
      config: { access: ['A'] },
      schema: {
        tags,
        summary: 'Admin acts as a member (front desk)',
        body: actAsRequest,
        response: { 200: meResponse },
      },
    },
    async (request) => {
      await startActingAs(ctx, request, request.body.memberCode);
      const s = await loadSession(ctx.db, ctx.config, request.cookies[SESSION_COOKIE]!);
      return { user: s?.user ?? null };
    },
  );

  app.delete(
    '/api/auth/act-as',
    {
      config: { access: ['A'] },
      schema: { tags, summary: 'Stop acting as a member', response: { 200: meResponse } },
    },
    async (request) => {
      await stopActingAs(ctx, request);
      const s = await loadSession(ctx.db, ctx.config, request.cookies[SESSION_COOKIE]!);
      return { user: s?.user ?? null };
    },
  );

  app.put(
    '/api/auth/language',
    {
      config: { access: ['M', 'A', 'U', 'E'], allowDuringCredentialChange: true },
      schema: {
        tags,
        summary: "Store the user's language (used for their mails)",
        body: languageRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const s = request.session!;
      if (s.kind === 'member') {
        await ctx.db
          .update(members)
          .set({ language: request.body.language })
          .where(eq(members.id, s.memberId!));
      } else {
        await ctx.db
          .update(staffUsers)
          .set({ language: request.body.language })
          .where(eq(staffUsers.id, s.staffId!));
      }
      return reply.code(204).send(null);
    },
  );
};
