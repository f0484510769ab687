import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BANQUETS_API, publicBanquetHalls, publicBanquetPackages } from '@club/contracts';
import { sendCachedRead } from '../../plugins/cached-read.ts';
import { listPublicHalls } from './halls/list-public-halls.ts';
import { listPublicPackages } from './menu/list-public-packages.ts';

const tags = ['banquets'];

/** What anyone may read of the banquets (the public page, the coming booking screen). */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    BANQUETS_API.publicHalls,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active banquet halls: capacity, costs, photos',
        response: { 200: publicBanquetHalls },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: 'banquets/halls', topics: ['banquets'] },
        () => listPublicHalls(ctx, request.actor),
      ),
  );
  app.get(
    BANQUETS_API.publicPackages,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active banquet packages: courses with limits and dishes, add-ons',
        response: { 200: publicBanquetPackages },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: 'banquets/packages', topics: ['banquets'] },
        () => listPublicPackages(ctx, request.actor),
      ),
  );
};
