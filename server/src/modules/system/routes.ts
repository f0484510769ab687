import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubSettingsSchema } from '@club/contracts';
import { listOutbox } from '../../jobs/outbox.ts';
import { getSettings } from '../settings/get-settings.ts';

const outboxItem = z.object({
  id: z.number().int(),
  topic: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'dead']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ready' as const, database: ctx.database.engine };
    },
  );

  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: "The club's general settings",
        response: { 200: clubSettingsSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on every visit: staff edit these (issue 3) and the change shows at once.
      void reply.header('cache-control', 'no-cache');
      return getSettings(ctx.db);
    },
  );

  app.get(
    '/api/admin/outbox',
    {
      config: { access: ['A'] },
      schema: {
        tags: ['admin'],
        summary: 'Queued and sent mails',
        querystring: z.object({
          pageIndex: z.coerce.number().int().min(0).default(0),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({
            items: z.array(outboxItem),
            pageIndex: z.number().int(),
            pageSize: z.number().int(),
            pageCount: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const { pageIndex, pageSize } = request.query;
      const { rows, total } = await listOutbox(ctx.db, pageIndex, pageSize);
      return {
        items: rows.map((r) => {
          const p = r.payload as { to?: string; subject?: string };
          return {
            id: r.id,
            topic: r.topic,
            to: p.to ?? '',
            subject: p.subject ?? '',
            status: r.status as 'pending',
            attempts: r.attempts,
            lastError: r.lastError,
            createdAt: r.createdAt.toISOString(),
            doneAt: r.doneAt?.toISOString() ?? null,
          };
        }),
        pageIndex,
        pageSize,
        pageCount: Math.ceil(total / pageSize),
      };
    },
  );
};
