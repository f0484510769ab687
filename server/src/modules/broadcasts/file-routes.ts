import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BROADCASTS_API, broadcastDetailSchema, idParams, ROLE } from '@club/contracts';
import { readFileUpload, readNamedUpload } from '../../plugins/uploads.ts';
import { attachFile } from './attach-file.ts';
import { readAttachment } from './read-attachment.ts';
import { sendAttachment } from './attachment-routes.ts';

const tags = ['broadcasts'];
const admin = { access: [ROLE.admin] };
const one = `${BROADCASTS_API.admin}/:id`;
/** The version the office saw, in the query (the body is the file). */
const versionQuery = z.object({
  version: z.coerce.number({ message: 'validation.required' }).int().min(0),
});

/** A broadcast's image (JPG, PNG, WEBP) and file (PDF): added by admins, read by admins. */
export const broadcastFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    `${one}/image`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add the image (multipart field "image": JPG, PNG or WEBP)',
        params: idParams,
        querystring: versionQuery,
        response: { 200: broadcastDetailSchema },
      },
    },
    async (request) => {
      const data = await readFileUpload(request, 'image');
      return attachFile(ctx, request.actor, {
        id: request.params.id,
        version: request.query.version,
        kind: 'image',
        data,
      });
    },
  );

  app.post(
    `${one}/file`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add the file (multipart: a PDF)',
        params: idParams,
        querystring: versionQuery,
        response: { 200: broadcastDetailSchema },
      },
    },
    async (request) => {
      const { fileName, data } = await readNamedUpload(request, 'file.pdf');
      return attachFile(ctx, request.actor, {
        id: request.params.id,
        version: request.query.version,
        kind: 'file',
        data,
        fileName,
      });
    },
  );

  for (const kind of ['image', 'file'] as const) {
    app.get(
      `${one}/${kind}`,
      {
        config: admin,
        schema: { tags, summary: `A broadcast's ${kind}`, params: idParams },
      },
      async (request, reply) => {
        const file = await readAttachment(ctx, request.actor, { id: request.params.id, kind });
        return sendAttachment(reply, file);
      },
    );
  }
};
