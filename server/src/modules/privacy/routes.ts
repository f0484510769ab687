import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSessionsResponse,
  dataExportFileParams,
  dataExportSchema,
  dataExportsResponse,
  idParams,
  PRIVACY_API,
  ROLE,
  ROLES,
  signedOutResponse,
} from '@club/contracts';
import { downloadDataExport } from './download-data-export.ts';
import { listMyDataExports } from './list-my-data-exports.ts';
import { listMySessions } from './list-my-sessions.ts';
import { requestDataExport } from './request-data-export.ts';
import { signOutOtherSessions } from './sign-out-other-sessions.ts';
import { signOutSession } from './sign-out-session.ts';

const tags = ['privacy'];
const anyone = { access: ROLES };
const member = { access: [ROLE.member] };

const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;

/** The account's sessions (every signed-in user) and the member's download of their data. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    PRIVACY_API.sessions,
    {
      config: anyone,
      schema: {
        tags,
        summary: "The signed-in account's live sessions (this one marked current)",
        response: { 200: activeSessionsResponse },
      },
    },
    async (request) => listMySessions(ctx, request.actor),
  );

  app.delete(
    `${PRIVACY_API.sessions}/:id`,
    {
      config: anyone,
      schema: {
        tags,
        summary: 'Sign out one other session of the signed-in account',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signOutSession(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${PRIVACY_API.sessions}/others`,
    {
      config: anyone,
      schema: {
        tags,
        summary: 'Sign out every session of the signed-in account but this one',
        response: { 200: signedOutResponse },
      },
    },
    async (request) => signOutOtherSessions(ctx, request.actor),
  );

  app.get(
    PRIVACY_API.myData,
    {
      config: member,
      schema: {
        tags,
        summary: "The member's downloads of their data, newest first",
        response: { 200: dataExportsResponse },
      },
    },
    async (request) => listMyDataExports(ctx, request.actor),
  );

  app.post(
    PRIVACY_API.myData,
    {
      config: member,
      schema: {
        tags,
        summary: 'Ask for a download of all of the member’s data (made in the background)',
        response: { 201: dataExportSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await requestDataExport(ctx, request.actor)),
  );

  app.get(
    `${PRIVACY_API.myData}/:id/:format`,
    {
      config: member,
      schema: {
        tags,
        summary: "One file (json or pdf) of the member's own ready download, while it lasts",
        params: dataExportFileParams,
      },
    },
    async (request, reply) => {
      const file = await downloadDataExport(ctx, request.actor, request.params);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
};
