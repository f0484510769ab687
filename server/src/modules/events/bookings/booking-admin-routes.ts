import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventAttendanceRequest,
  eventBookingCancelRequest,
  eventBookingListQuery,
  eventBookingPage,
  eventBookingSchema,
  EVENT_BOOKINGS_API,
  eventBookingVersionRequest,
  eventTableReplyRequest,
  idParams,
  ROLE,
} from '@club/contracts';
import { getEventBooking } from './get-event-booking.ts';
import { listEventBookings } from './list-event-bookings.ts';
import { cancelEventBooking } from './cancel-event-booking.ts';
import { confirmEventBooking } from './confirm-event-booking.ts';
import { markEventAttendance } from './mark-event-attendance.ts';
import { replyToTableRequest } from './reply-to-table-request.ts';

const tags = ['events'];
/** The club office only: the event manager (role E) is refused here. */
const ADMIN = [ROLE.admin];

/** Manage Events Orders (events/ManageOrder, OrderDetail/{id}). */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const A = EVENT_BOOKINGS_API.admin;

  app.get(
    A,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Event bookings (filtered by event and status, paged)',
        querystring: eventBookingListQuery,
        response: { 200: eventBookingPage },
      },
    },
    async (request) => listEventBookings(ctx, request.actor, request.query),
  );

  app.get(
    `${A}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'An event booking',
        params: idParams,
        response: { 200: eventBookingSchema },
      },
    },
    async (request) => getEventBooking(ctx, request.actor, request.params),
  );

  app.post(
    `${A}/:id/confirm`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Confirm a booking',
        params: idParams,
        body: eventBookingVersionRequest,
        response: { 200: eventBookingSchema },
      },
    },
    async (request) =>
      confirmEventBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${A}/:id/cancel`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Cancel a booking (places freed, charge reversed)',
        params: idParams,
        body: eventBookingCancelRequest,
        response: { 200: eventBookingSchema },
      },
    },
    async (request) =>
      cancelEventBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${A}/:id/table-reply`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Reply to the table request',
        params: idParams,
        body: eventTableReplyRequest,
        response: { 200: eventBookingSchema },
      },
    },
    async (request) =>
      replyToTableRequest(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${A}/:id/attendance`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Mark attendance',
        params: idParams,
        body: eventAttendanceRequest,
        response: { 200: eventBookingSchema },
      },
    },
    async (request) =>
      markEventAttendance(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
};
