import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  changePinRequest,
  forgotPasswordRequest,
  forgotPinRequest,
  loginTroubleRequest,
  messageResponse,
  registerRequest,
  resetRequest,
  ROLE,
  STAFF_ROLES,
  tokenInfoResponse,
  tokenQuery,
  AUTH_API,
} from '@club/contracts';
import { changePassword } from './change-password.ts';
import { changePin } from './change-pin.ts';
import { getTokenInfo } from './get-token-info.ts';
import { reportLoginTrouble } from './report-login-trouble.ts';
import { requestActivation } from './request-activation.ts';
import { requestTemporaryPassword } from './request-temporary-password.ts';
import { requestTemporaryPin } from './request-temporary-pin.ts';
import { resetCredential } from './reset-credential.ts';

const tags = ['auth'];

/** Credentials: activation, forgotten and temporary PINs and passwords, one-time links, changes. */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const limited = { max: ctx.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' };

  app.post(
    AUTH_API.register,
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Activate online access: mails a one-time link to set a PIN',
        body: registerRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await requestActivation(ctx, request.actor, request.body) }),
  );

  app.post(
    AUTH_API.forgotPin,
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Mail a temporary PIN',
        body: forgotPinRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await requestTemporaryPin(ctx, request.actor, request.body) }),
  );

  app.post(
    AUTH_API.forgotPassword,
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Mail a temporary staff password',
        body: forgotPasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      message: await requestTemporaryPassword(ctx, request.actor, request.body),
    }),
  );

  app.get(
    AUTH_API.token,
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'What a one-time link is for',
        querystring: tokenQuery,
        response: { 200: tokenInfoResponse },
      },
    },
    async (request) => getTokenInfo(ctx, request.actor, request.query),
  );

  app.post(
    AUTH_API.reset,
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Set a PIN or password from a one-time link',
        body: resetRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await resetCredential(ctx, request.actor, request.body) }),
  );

  app.post(
    AUTH_API.loginTrouble,
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Tell the IT admin someone cannot sign in',
        body: loginTroubleRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await reportLoginTrouble(ctx, request.actor, request.body) }),
  );

  app.post(
    AUTH_API.changePin,
    {
      config: { access: [ROLE.member], allowDuringCredentialChange: true, rateLimit: limited },
      schema: {
        tags,
        summary: 'Change the member PIN',
        body: changePinRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await changePin(ctx, request.actor, request.body) }),
  );

  app.post(
    AUTH_API.changePassword,
    {
      config: { access: STAFF_ROLES, allowDuringCredentialChange: true, rateLimit: limited },
      schema: {
        tags,
        summary: 'Change the staff password',
        body: changePasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await changePassword(ctx, request.actor, request.body) }),
  );
};
