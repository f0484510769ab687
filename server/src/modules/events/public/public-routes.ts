import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENTS_API,
  idParams,
  publicEventCategoryTree,
  publicEventList,
  publicEventSchema,
  readerLanguageQuery,
} from '@club/contracts';
import { sendCachedRead } from '../../../plugins/cached-read.ts';
import { getPublicEvent } from './get-public-event.ts';
import { listPublicEventCategories } from './list-public-event-categories.ts';
import { listPublicEvents } from './list-public-events.ts';

const tags = ['events'];

/**
 * What anyone may read of the events (the public /Events page, the members' list), in the
 * reader's language (`?lang=`, English by default): the language is part of each cache key.
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    EVENTS_API.publicEvents,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published, closed and completed events: prices, places, window, highlights',
        querystring: readerLanguageQuery,
        response: { 200: publicEventList },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: `events/list?lang=${request.query.lang}`, topics: ['events'] },
        () => listPublicEvents(ctx, request.actor, request.query),
      ),
  );

  app.get(
    EVENTS_API.publicCategories,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The active categories (Sports, Entertainment and their children)',
        querystring: readerLanguageQuery,
        response: { 200: publicEventCategoryTree },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: `events/categories?lang=${request.query.lang}`, topics: ['events'] },
        () => listPublicEventCategories(ctx, request.actor, request.query),
      ),
  );

  app.get(
    `${EVENTS_API.publicEvents}/:id`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published, closed or completed event',
        params: idParams,
        querystring: readerLanguageQuery,
        response: { 200: publicEventSchema },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: `events/${request.params.id}?lang=${request.query.lang}`, topics: ['events'] },
        () => getPublicEvent(ctx, request.actor, { ...request.params, ...request.query }),
      ),
  );
};
