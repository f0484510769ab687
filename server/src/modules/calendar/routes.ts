import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_API,
  calendarFeedParams,
  calendarFeedSchema,
  calendarFileParams,
  ROLE,
} from '@club/contracts';
import { createFeed } from './create-feed.ts';
import { getBookingCalendar } from './get-booking-calendar.ts';
import { getMyFeed } from './get-my-feed.ts';
import { readFeed } from './read-feed.ts';
import { revokeFeed } from './revoke-feed.ts';

const tags = ['calendar'];
const MEMBER = [ROLE.member];
const ICS = 'text/calendar; charset=utf-8';

/** Calendar files of the member's bookings, and their private feed. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    CALENDAR_API.feed,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Whether the member has a feed',
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => getMyFeed(ctx, request.actor),
  );

  app.post(
    CALENDAR_API.feed,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Make the private feed URL (a new one stops the old answering); shown once',
        response: { 201: calendarFeedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createFeed(ctx, request.actor)),
  );

  app.delete(
    CALENDAR_API.feed,
    {
      config: { access: MEMBER },
      schema: { tags, summary: 'Revoke the feed URL', response: { 200: calendarFeedSchema } },
    },
    async (request) => revokeFeed(ctx, request.actor),
  );

  app.get(
    `${CALENDAR_API.feed}/:file`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A member's feed by its secret URL (<token>.ics): their confirmed stays and events",
        params: calendarFeedParams,
      },
    },
    async (request, reply) => {
      const body = await readFeed(ctx, request.actor, request.params);
      return reply
        .type(ICS)
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );

  app.get(
    `${CALENDAR_API.calendar}/:source/:file`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'The .ics file of a confirmed booking (chambers/<id>.ics, events/<id>.ics)',
        params: calendarFileParams,
      },
    },
    async (request, reply) => {
      const file = await getBookingCalendar(ctx, request.actor, request.params);
      return reply
        .type(ICS)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
