import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addClubItemRequest,
  changeClubItemRequest,
  CLUB_CALENDAR_API,
  clubCalendarItemSchema,
  clubCalendarQuery,
  clubCalendarResponse,
  deleteClubItemRequest,
  deleteClubItemResponse,
  ROLE,
  ROLES,
} from '@club/contracts';
import { addClubItem } from './add-club-item.ts';
import { changeClubItem } from './change-club-item.ts';
import { listClubCalendar } from './list-club-calendar.ts';
import { removeClubItem } from './remove-club-item.ts';

const tags = ['calendar'];
const admin = { access: [ROLE.admin] };

/**
 * The club calendar (SPEC.md §7 /apps/events): everyone signed in reads a range; the admins
 * add (POST), change (PUT) and delete the staff's closures, timings and notes.
 */
export const clubCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    CLUB_CALENDAR_API.events,
    {
      config: { access: [...ROLES] },
      schema: {
        tags,
        summary:
          "The club's events, closures and timings of a range (at most 62 days), with a member's own bookings",
        querystring: clubCalendarQuery,
        response: { 200: clubCalendarResponse },
      },
    },
    async (request) => listClubCalendar(ctx, request.actor, request.query),
  );

  app.post(
    CLUB_CALENDAR_API.events,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a closure, a special timing or a club note',
        body: addClubItemRequest,
        response: { 201: clubCalendarItemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addClubItem(ctx, request.actor, request.body)),
  );

  app.put(
    CLUB_CALENDAR_API.events,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change or move a staff item (item.id, item.version)',
        body: changeClubItemRequest,
        response: { 200: clubCalendarItemSchema },
      },
    },
    async (request) => changeClubItem(ctx, request.actor, request.body),
  );

  app.delete(
    CLUB_CALENDAR_API.events,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a staff item by id',
        body: deleteClubItemRequest,
        response: { 200: deleteClubItemResponse },
      },
    },
    async (request) => removeClubItem(ctx, request.actor, request.body),
  );
};
