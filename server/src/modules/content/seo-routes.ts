import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRobotsTxt } from './get-robots-txt.ts';
import { getSitemap } from './get-sitemap.ts';

/** What crawlers read: robots.txt and sitemap.xml (hidden from the API docs). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await getRobotsTxt(ctx, request.actor)),
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await getSitemap(ctx, request.actor)),
  );
};
