import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  audiencePreviewRequest,
  audiencePreviewResponse,
  broadcastDetailSchema,
  broadcastListQuery,
  broadcastPageSchema,
  broadcastVersionRequest,
  BROADCASTS_API,
  composeBroadcastRequest,
  deliveryPageSchema,
  deliveryReportQuery,
  idParams,
  resendResponse,
  ROLE,
  updateBroadcastRequest,
} from '@club/contracts';
import { cancelBroadcast } from './cancel-broadcast.ts';
import { createBroadcast } from './create-broadcast.ts';
import { getBroadcast } from './get-broadcast.ts';
import { listBroadcasts } from './list-broadcasts.ts';
import { listDeliveries } from './list-deliveries.ts';
import { previewAudience } from './preview-audience.ts';
import { resendFailed } from './resend-failed.ts';
import { sendBroadcast } from './send-broadcast.ts';
import { updateBroadcast } from './update-broadcast.ts';

const tags = ['broadcasts'];
const admin = { access: [ROLE.admin] };
const one = `${BROADCASTS_API.admin}/:id`;

/** "Manage Broadcast": the list, compose, change, count the audience, send, cancel, the report, resend (the attachments: file-routes.ts). */
export const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    BROADCASTS_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Broadcasts, newest first, by status and title',
        querystring: broadcastListQuery,
        response: { 200: broadcastPageSchema },
      },
    },
    async (request) => listBroadcasts(ctx, request.actor, request.query),
  );

  app.post(
    BROADCASTS_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Write a broadcast: a draft, sent now or at a time',
        body: composeBroadcastRequest,
        response: { 201: broadcastDetailSchema },
      },
    },
    async (request, reply) => {
      const b = await createBroadcast(ctx, request.actor, request.body);
      return reply.code(201).send(b);
    },
  );

  app.post(
    BROADCASTS_API.preview,
    {
      config: admin,
      schema: {
        tags,
        summary: 'How many people an audience matches now (nobody: 422)',
        body: audiencePreviewRequest,
        response: { 200: audiencePreviewResponse },
      },
    },
    async (request) => previewAudience(ctx, request.actor, request.body),
  );

  app.get(
    one,
    {
      config: admin,
      schema: {
        tags,
        summary: 'One broadcast with its deliveries counted by status and channel',
        params: idParams,
        response: { 200: broadcastDetailSchema },
      },
    },
    async (request) => getBroadcast(ctx, request.actor, request.params),
  );

  app.put(
    one,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a draft or scheduled broadcast (on the version seen)',
        params: idParams,
        body: updateBroadcastRequest,
        response: { 200: broadcastDetailSchema },
      },
    },
    async (request) =>
      updateBroadcast(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${one}/send`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Send a draft or scheduled broadcast now (on the version seen)',
        params: idParams,
        body: broadcastVersionRequest,
        response: { 200: broadcastDetailSchema },
      },
    },
    async (request) =>
      sendBroadcast(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${one}/cancel`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cancel a scheduled broadcast (409 once its sending began)',
        params: idParams,
        response: { 200: broadcastDetailSchema },
      },
    },
    async (request) => cancelBroadcast(ctx, request.actor, request.params),
  );

  app.get(
    `${one}/deliveries`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'The delivery report: by status, channel and recipient',
        params: idParams,
        querystring: deliveryReportQuery,
        response: { 200: deliveryPageSchema },
      },
    },
    async (request) =>
      listDeliveries(ctx, request.actor, { ...request.query, id: request.params.id }),
  );

  app.post(
    `${one}/resend`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Send the failed deliveries again (the same rows)',
        params: idParams,
        response: { 200: resendResponse },
      },
    },
    async (request) => resendFailed(ctx, request.actor, request.params),
  );
};
