import { SYSTEM_API } from '@club/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReady } from './check-ready.ts';

const tags = ['system'];

/** Liveness and readiness, for load balancers and orchestrators. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    SYSTEM_API.health,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    SYSTEM_API.ready,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (request) => checkReady(ctx, request.actor),
  );
};
