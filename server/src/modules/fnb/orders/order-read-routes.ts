import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fnbOrderSchema,
  idParams,
  readerLanguageQuery,
  type FnbOrder,
  type Language,
  type Role,
} from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { getInvoicePdf } from './get-invoice-pdf.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The two reads of one order the member's and staff's routes share: the order, its items'
 * names in the reader's language (`${base}/:id`), and its tax invoice as a PDF
 * (`${base}/:id/invoice.pdf`); the member reads only their own.
 */
export function orderReadRoutes(
  app: App,
  opts: {
    base: string;
    access: Role[];
    summary: string;
    read: (
      ctx: AppContext,
      actor: Actor,
      input: { id: number; lang?: Language },
    ) => Promise<FnbOrder>;
    asStaff: boolean;
  },
): void {
  const ctx = app.ctx;
  const tags = ['fnb'];

  app.get(
    `${opts.base}/:id`,
    {
      config: { access: opts.access },
      schema: {
        tags,
        summary: opts.summary,
        params: idParams,
        querystring: readerLanguageQuery,
        response: { 200: fnbOrderSchema },
      },
    },
    async (request) =>
      opts.read(ctx, request.actor, { ...request.params, lang: request.query.lang }),
  );

  app.get(
    `${opts.base}/:id/invoice.pdf`,
    {
      config: { access: opts.access },
      schema: {
        tags,
        summary: "An order's tax invoice (PDF), in the reader's language",
        params: idParams,
        querystring: readerLanguageQuery,
      },
    },
    async (request, reply) => {
      const file = await getInvoicePdf(ctx, request.actor, {
        ...request.params,
        asStaff: opts.asStaff,
        lang: request.query.lang,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.data);
    },
  );
}
