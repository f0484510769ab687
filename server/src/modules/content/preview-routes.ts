import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_API,
  richTextPreviewRequest,
  richTextPreviewResponse,
  ROLE,
} from '@club/contracts';
import { previewRichText } from './preview-rich-text.ts';
import { tags } from './route-schemas.ts';

/** The showcases' preview: what the pages keep of pasted markup (admins and editors). */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    CONTENT_API.preview,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'What a page keeps of pasted markup (nothing is stored)',
        body: richTextPreviewRequest,
        response: { 200: richTextPreviewResponse },
      },
    },
    async (request) => previewRichText(ctx, request.actor, request.body),
  );
};
