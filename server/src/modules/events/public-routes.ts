import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventCategoryTree,
  EVENTS_API,
  idParams,
  publicEventList,
  publicEventSchema,
} from '@club/contracts';
import { sendCachedRead } from '../../plugins/cached-read.ts';
import { listPublicEventCategories } from './list-event-categories.ts';
import { getPublicEvent, listPublicEvents } from './list-public-events.ts';

const tags = ['events'];

/** What anyone may read of the events (the public /Events page, the members' list). */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    EVENTS_API.publicEvents,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published, closed and completed events: prices, places, window, highlights',
        response: { 200: publicEventList },
      },
    },
    async (request, reply) =>
      sendCachedRead(request, reply, ctx.reads, { key: 'events/list', topics: ['events'] }, () =>
        listPublicEvents(ctx, request.actor),
      ),
  );

  app.get(
    EVENTS_API.publicCategories,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The active categories (Sports, Entertainment and their children)',
        response: { 200: eventCategoryTree },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: 'events/categories', topics: ['events'] },
        () => listPublicEventCategories(ctx, request.actor),
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
        response: { 200: publicEventSchema },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: `events/${request.params.id}`, topics: ['events'] },
        () => getPublicEvent(ctx, request.actor, request.params),
      ),
  );
};
