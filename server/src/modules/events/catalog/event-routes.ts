import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventHighlightsRequest,
  eventListQuery,
  eventPage,
  eventRequest,
  eventSchema,
  EVENTS_API,
  eventStatusRequest,
  eventUpdateRequest,
  idParams,
  ROLE,
} from '@club/contracts';
import { getEvent } from './get-event.ts';
import { listEvents } from './list-events.ts';
import { removeEvent } from './remove-event.ts';
import { saveEventHighlights } from './save-event-highlights.ts';
import { createEvent } from './create-event.ts';
import { updateEvent } from './update-event.ts';
import { setEventStatus } from './set-event-status.ts';

const tags = ['events'];
const ADMIN = [ROLE.admin];
/** The event manager (role E) updates events' details, status and highlights: nothing else. */
const UPDATERS = [ROLE.admin, ROLE.eventManager];

/** Events (events/manageEvents; the event manager's events/manageupdateEvents). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const E = EVENTS_API.events;

  app.get(
    E,
    {
      config: { access: UPDATERS },
      schema: {
        tags,
        summary: 'Events (searched, filtered, paged)',
        querystring: eventListQuery,
        response: { 200: eventPage },
      },
    },
    async (request) => listEvents(ctx, request.actor, request.query),
  );

  app.post(
    E,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add an event (a draft)',
        body: eventRequest,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEvent(ctx, request.actor, request.body)),
  );

  app.get(
    `${E}/:id`,
    {
      config: { access: UPDATERS },
      schema: { tags, summary: 'An event', params: idParams, response: { 200: eventSchema } },
    },
    async (request) => getEvent(ctx, request.actor, request.params),
  );

  app.put(
    `${E}/:id`,
    {
      config: { access: UPDATERS },
      schema: {
        tags,
        summary: "Change an event's details (at the version loaded)",
        params: idParams,
        body: eventUpdateRequest,
        response: { 200: eventSchema },
      },
    },
    async (request) => updateEvent(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${E}/:id/status`,
    {
      config: { access: UPDATERS },
      schema: {
        tags,
        summary: 'Publish, close, reopen, cancel or complete an event',
        params: idParams,
        body: eventStatusRequest,
        response: { 200: eventSchema },
      },
    },
    async (request) =>
      setEventStatus(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${E}/:id/highlights`,
    {
      config: { access: UPDATERS },
      schema: {
        tags,
        summary: "An event's highlights: description and video link",
        params: idParams,
        body: eventHighlightsRequest,
        response: { 200: eventSchema },
      },
    },
    async (request) =>
      saveEventHighlights(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.delete(
    `${E}/:id`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Delete an event', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeEvent(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
