import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FNB_API,
  fnbOutletSchema,
  outletSchema,
  pauseOutletRequest,
  ROLE,
  updateOutletRequest,
  uploadResponse,
} from '@club/contracts';
import { readFileUpload } from '../../../plugins/uploads.ts';
import { listOutlets } from './list-outlets.ts';
import { updateOutlet } from './update-outlet.ts';
import { uploadMenuImage } from '../menu/upload-menu-image.ts';

const tags = ['fnb'];
const ADMIN = [ROLE.admin];
const outletParams = z.object({ code: fnbOutletSchema });

/** The outlets' hours, lead time, slot capacity and pause switch; menu image uploads. */
export const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    FNB_API.outlets,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'The outlets', response: { 200: z.array(outletSchema) } },
    },
    async (request) => listOutlets(ctx, request.actor),
  );

  app.put(
    `${FNB_API.outlets}/:code`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Change an outlet's hours, lead time and pickup-slot capacity",
        params: outletParams,
        body: updateOutletRequest,
        response: { 200: outletSchema },
      },
    },
    async (request) =>
      updateOutlet(ctx, request.actor, { ...request.body, code: request.params.code }),
  );

  app.put(
    `${FNB_API.outlets}/:code/paused`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Pause or resume ordering at an outlet (members see it at once)',
        params: outletParams,
        body: pauseOutletRequest,
        response: { 200: outletSchema },
      },
    },
    async (request) =>
      updateOutlet(ctx, request.actor, { paused: request.body.paused, code: request.params.code }),
  );

  app.post(
    FNB_API.images,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Upload a photo of a category or an item (multipart field "file")',
        response: { 201: uploadResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await uploadMenuImage(ctx, request.actor, {
          data: await readFileUpload(request, 'file'),
        }),
      ),
  );
};
