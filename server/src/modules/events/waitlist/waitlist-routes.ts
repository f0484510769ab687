import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventBookingRequest,
  eventBookingVersionRequest,
  EVENT_WAITLIST_API,
  eventWaitlistEntrySchema,
  eventWaitlistJoinResult,
  idParams,
  idSchema,
  myEventWaitlist,
  readerLanguageQuery,
  ROLE,
} from '@club/contracts';
import { acceptWaitlistOffer } from './accept-waitlist-offer.ts';
import { joinEventWaitlist } from './join-event-waitlist.ts';
import { leaveEventWaitlist } from './leave-event-waitlist.ts';
import { listEventWaitlist } from './list-event-waitlist.ts';
import { listMyEventWaitlist } from './list-my-event-waitlist.ts';

const tags = ['events'];
const MEMBER = [ROLE.member];

/** The events' waitlist: a member joins, confirms or declines an offer, leaves; staff read it. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const W = EVENT_WAITLIST_API.mine;

  app.post(
    W,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          "Book, or join the waitlist as one household when the event is full; the answer in the reader's language",
        body: eventBookingRequest,
        querystring: readerLanguageQuery,
        response: { 201: eventWaitlistJoinResult },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await joinEventWaitlist(ctx, request.actor, { ...request.body, ...request.query })),
  );

  app.get(
    W,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          "My waitlist entries and offers (the events' titles and venues in the reader's language)",
        querystring: readerLanguageQuery,
        response: { 200: myEventWaitlist },
      },
    },
    async (request) => listMyEventWaitlist(ctx, request.actor, request.query),
  );

  app.post(
    `${W}/:id/accept`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          "Confirm my waitlist offer: the booking is made and charged (the answer in the reader's language)",
        params: idParams,
        body: eventBookingVersionRequest,
        querystring: readerLanguageQuery,
        response: { 200: eventWaitlistJoinResult },
      },
    },
    async (request) =>
      acceptWaitlistOffer(ctx, request.actor, {
        ...request.body,
        ...request.query,
        id: request.params.id,
      }),
  );

  app.post(
    `${W}/:id/leave`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          "Leave the waitlist, or decline my offer (its places pass on); the answer in the reader's language",
        params: idParams,
        body: eventBookingVersionRequest,
        querystring: readerLanguageQuery,
        response: { 200: eventWaitlistEntrySchema },
      },
    },
    async (request) =>
      leaveEventWaitlist(ctx, request.actor, {
        ...request.body,
        ...request.query,
        id: request.params.id,
      }),
  );

  app.get(
    EVENT_WAITLIST_API.admin,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: "An event's waitlist in line order",
        querystring: z.object({ eventId: idSchema }),
        response: { 200: myEventWaitlist },
      },
    },
    async (request) => listEventWaitlist(ctx, request.actor, request.query),
  );
};
