import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NEWS_API,
  newsArticleSchema,
  newsCardPageSchema,
  newsPostReadQuery,
  newsReadQuery,
  newsSlugParams,
  ROLE,
} from '@club/contracts';
import { getMemberNewsPost } from './get-member-news-post.ts';
import { getPublicNewsPost } from './get-public-news-post.ts';
import { listMemberNews } from './list-member-news.ts';
import { listPublicNews } from './list-public-news.ts';

const tags = ['news'];
/** Members read the members' posts too; the editors and admins see what members see. */
const readers = { access: [ROLE.member, ROLE.admin, ROLE.editor] };

/** The readers' side of the club's news: the public site's and the member area's. */
export const newsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    NEWS_API.public,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The public site's news: published public posts, newest first, in the reader's language (?lang=)",
        querystring: newsReadQuery,
        response: { 200: newsCardPageSchema },
      },
    },
    async (request) => listPublicNews(ctx, request.actor, request.query),
  );

  app.get(
    `${NEWS_API.public}/:slug`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published public post',
        params: newsSlugParams,
        querystring: newsPostReadQuery,
        response: { 200: newsArticleSchema },
      },
    },
    async (request) =>
      getPublicNewsPost(ctx, request.actor, { ...request.params, ...request.query }),
  );

  app.get(
    NEWS_API.member,
    {
      config: readers,
      schema: {
        tags,
        summary:
          "Club News: published posts, the members' own too, newest first, in the reader's language (?lang=)",
        querystring: newsReadQuery,
        response: { 200: newsCardPageSchema },
      },
    },
    async (request) => listMemberNews(ctx, request.actor, request.query),
  );

  app.get(
    `${NEWS_API.member}/:slug`,
    {
      config: readers,
      schema: {
        tags,
        summary: 'One published post (public or members only)',
        params: newsSlugParams,
        querystring: newsPostReadQuery,
        response: { 200: newsArticleSchema },
      },
    },
    async (request) =>
      getMemberNewsPost(ctx, request.actor, { ...request.params, ...request.query }),
  );
};
