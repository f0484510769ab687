import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addNewsRequest,
  changeNewsRequest,
  idParams,
  NEWS_API,
  newsAdminQuery,
  newsPostPageSchema,
  newsPostSchema,
  newsStatusRequest,
  ROLE,
} from '@club/contracts';
import { deleteNewsPost } from './delete-news-post.ts';
import { listNewsPosts } from './list-news-posts.ts';
import { saveNewsPost } from './save-news-post.ts';
import { setNewsStatus } from './set-news-status.ts';

const tags = ['news'];
const editors = { access: [ROLE.admin, ROLE.editor] };

/** The editors' side of the club's news: the list, add, change, publish, delete. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    NEWS_API.admin,
    {
      config: editors,
      schema: {
        tags,
        summary: 'News posts (every status): searched, filtered, paged',
        querystring: newsAdminQuery,
        response: { 200: newsPostPageSchema },
      },
    },
    async (request) => listNewsPosts(ctx, request.actor, request.query),
  );

  app.post(
    NEWS_API.admin,
    {
      config: editors,
      schema: {
        tags,
        summary: 'Add a news post (a draft; body sanitised)',
        body: addNewsRequest,
        response: { 201: newsPostSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveNewsPost(ctx, request.actor, request.body)),
  );

  app.put(
    NEWS_API.admin,
    {
      config: editors,
      schema: {
        tags,
        summary: 'Change a news post (item.id, item.version)',
        body: changeNewsRequest,
        response: { 200: newsPostSchema },
      },
    },
    async (request) => saveNewsPost(ctx, request.actor, request.body),
  );

  app.put(
    `${NEWS_API.admin}/:id/status`,
    {
      config: editors,
      schema: {
        tags,
        summary: 'Publish a news post or take it back to a draft',
        params: idParams,
        body: newsStatusRequest,
        response: { 200: newsPostSchema },
      },
    },
    async (request) =>
      setNewsStatus(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.delete(
    `${NEWS_API.admin}/:id`,
    {
      config: editors,
      schema: {
        tags,
        summary: 'Delete a news post',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteNewsPost(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
