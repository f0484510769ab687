import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRobotsTxt } from './get-robots-txt.ts';
import { getSitemap } from './get-sitemap.ts';
import { getWebManifest } from './get-web-manifest.ts';

/**
 * What crawlers and browsers read: robots.txt, sitemap.xml and the web app manifest (hidden
 * from the API docs).
 */
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

  app.get(
    `${ctx.config.BASE_PATH}/manifest.webmanifest`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(await getWebManifest(ctx, request.actor))),
  );
};
