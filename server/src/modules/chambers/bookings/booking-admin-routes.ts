import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAMBER_BOOKINGS_API,
  chamberBookingListQuery,
  chamberBookingPage,
  chamberBookingSchema,
  chamberCancelRequest,
  chamberConfirmRequest,
  chamberFreeRoomsSchema,
  chamberRejectRequest,
  chamberStepRequest,
  idParams,
  ROLE,
} from '@club/contracts';
import { cancelBooking } from './cancel-booking.ts';
import { checkInBooking } from './check-in-booking.ts';
import { checkOutBooking } from './check-out-booking.ts';
import { confirmBooking } from './confirm-booking.ts';
import { getBooking } from './get-booking.ts';
import { listBookings } from './list-bookings.ts';
import { listFreeRooms } from './list-free-rooms.ts';
import { markNoShow } from './mark-no-show.ts';
import { readIdProof } from './read-id-proof.ts';
import { rejectBooking } from './reject-booking.ts';

const tags = ['chambers'];
const ADMIN = [ROLE.admin];

/** The office's side: reservation requests and each step of a booking. */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const B = CHAMBER_BOOKINGS_API.bookings;

  app.get(
    B,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Reservation requests: filtered by status, searched, paged',
        querystring: chamberBookingListQuery,
        response: { 200: chamberBookingPage },
      },
    },
    async (request) => listBookings(ctx, request.actor, request.query),
  );

  app.get(
    `${B}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One booking',
        params: idParams,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) => getBooking(ctx, request.actor, request.params),
  );

  app.get(
    `${B}/:id/free-rooms`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Rooms of the booking's type free on all its nights",
        params: idParams,
        response: { 200: chamberFreeRoomsSchema },
      },
    },
    async (request) => listFreeRooms(ctx, request.actor, request.params),
  );

  app.post(
    `${B}/:id/confirm`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Confirm with a free room per room booked; charges the member',
        params: idParams,
        body: chamberConfirmRequest,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) =>
      confirmBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/reject`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Decline a request, with a reason',
        params: idParams,
        body: chamberRejectRequest,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) =>
      rejectBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/check-in`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The guests arrived (from the check-in day)',
        params: idParams,
        body: chamberStepRequest,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) =>
      checkInBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/check-out`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The guests left (early: the remaining nights are freed)',
        params: idParams,
        body: chamberStepRequest,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) =>
      checkOutBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/cancel`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          "Cancel a request or confirmed booking (its policy's refund credited; waivePenalty with a reason: all of it)",
        params: idParams,
        body: chamberCancelRequest,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) =>
      cancelBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/no-show`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The guests never came (rooms freed, charge kept)',
        params: idParams,
        body: chamberStepRequest,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) => markNoShow(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.get(
    `${B}/:id/id-proof`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: "A booking's ID proof", params: idParams },
    },
    async (request, reply) => {
      const file = await readIdProof(ctx, request.actor, { id: request.params.id, mine: false });
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
