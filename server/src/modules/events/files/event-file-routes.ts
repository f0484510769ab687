import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventFileParams,
  eventPhotoParams,
  eventSchema,
  EVENTS_API,
  idParams,
  ROLE,
} from '@club/contracts';
import { readFileUpload } from '../../../plugins/uploads.ts';
import { removeEventFile } from './remove-event-file.ts';
import { removeEventPhoto } from './remove-event-photo.ts';
import { uploadEventFile } from './upload-event-file.ts';
import { uploadEventPhoto } from './upload-event-photo.ts';

const tags = ['events'];
/** Image, invitation and highlight photos are part of updating an event: the event manager's too. */
const UPDATERS = [ROLE.admin, ROLE.eventManager];

/** An event's image, invitation and highlight photos. */
export const eventFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const E = EVENTS_API.events;

  app.put(
    `${E}/:id/files/:kind`,
    {
      config: { access: UPDATERS },
      schema: {
        tags,
        summary:
          'Set the image (JPEG, PNG, WebP) or the invitation (an image or a PDF); multipart field "file"',
        params: eventFileParams,
        response: { 200: eventSchema },
      },
    },
    async (request) =>
      uploadEventFile(ctx, request.actor, {
        ...request.params,
        data: await readFileUpload(request, 'file'),
      }),
  );

  app.delete(
    `${E}/:id/files/:kind`,
    {
      config: { access: UPDATERS },
      schema: {
        tags,
        summary: 'Remove the image or the invitation',
        params: eventFileParams,
        response: { 200: eventSchema },
      },
    },
    async (request) => removeEventFile(ctx, request.actor, request.params),
  );

  app.post(
    `${E}/:id/photos`,
    {
      config: { access: UPDATERS },
      schema: {
        tags,
        summary: 'Add a highlight photo (at most six; multipart field "file")',
        params: idParams,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await uploadEventPhoto(ctx, request.actor, {
          id: request.params.id,
          data: await readFileUpload(request, 'file'),
        }),
      ),
  );

  app.delete(
    `${E}/:id/photos/:photoId`,
    {
      config: { access: UPDATERS },
      schema: {
        tags,
        summary: 'Remove a highlight photo',
        params: eventPhotoParams,
        response: { 200: eventSchema },
      },
    },
    async (request) => removeEventPhoto(ctx, request.actor, request.params),
  );
};
