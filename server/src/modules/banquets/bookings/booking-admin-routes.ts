import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BANQUET_BOOKINGS_API,
  banquetBookingListQuery,
  banquetBookingPage,
  banquetBookingSchema,
  banquetCancelRequest,
  banquetConfirmRequest,
  banquetFinalGuestsRequest,
  banquetRejectRequest,
  banquetStepRequest,
  idParams,
  LANGUAGES,
  ROLE,
} from '@club/contracts';
import { cancelBooking } from './cancel-booking.ts';
import { completeBooking } from './complete-booking.ts';
import { confirmBooking } from './confirm-booking.ts';
import { getFunctionSheet } from './get-function-sheet.ts';
import { getBooking } from './get-booking.ts';
import { listBookings } from './list-bookings.ts';
import { rejectBooking } from './reject-booking.ts';
import { setFinalGuests } from './set-final-guests.ts';

const tags = ['banquets'];
const ADMIN = [ROLE.admin];
const sheetQuery = z.object({
  lang: z.enum(LANGUAGES, { message: 'validation.oneOf' }).default('en'),
});

/** The office's side of hall bookings: the list, each step, the function sheet. */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const B = BANQUET_BOOKINGS_API.bookings;
  const one = { tags, params: idParams, response: { 200: banquetBookingSchema } };

  app.get(
    B,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Hall bookings: filtered by status and function dates, searched, paged',
        querystring: banquetBookingListQuery,
        response: { 200: banquetBookingPage },
      },
    },
    async (request) => listBookings(ctx, request.actor, request.query),
  );

  app.get(
    `${B}/:id`,
    { config: { access: ADMIN }, schema: { ...one, summary: 'One hall booking' } },
    async (request) => getBooking(ctx, request.actor, request.params),
  );

  app.post(
    `${B}/:id/confirm`,
    {
      config: { access: ADMIN },
      schema: {
        ...one,
        summary: 'Confirm with an advance and its due date; charges the advance to the member',
        body: banquetConfirmRequest,
      },
    },
    async (request) =>
      confirmBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/reject`,
    {
      config: { access: ADMIN },
      schema: { ...one, summary: 'Decline a request, with a reason', body: banquetRejectRequest },
    },
    async (request) =>
      rejectBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/final-guests`,
    {
      config: { access: ADMIN },
      schema: {
        ...one,
        summary: 'Set the final guest count (after the cut-off it may rise, not fall)',
        body: banquetFinalGuestsRequest,
      },
    },
    async (request) =>
      setFinalGuests(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/complete`,
    {
      config: { access: ADMIN },
      schema: {
        ...one,
        summary: 'Complete with the final bill (plates on actuals, less the advance)',
        body: banquetStepRequest,
      },
    },
    async (request) =>
      completeBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/cancel`,
    {
      config: { access: ADMIN },
      schema: {
        ...one,
        summary: "Cancel a request or booking; refunds the advance under the booking's policy",
        body: banquetCancelRequest,
      },
    },
    async (request) =>
      cancelBooking(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.get(
    `${B}/:id/function-sheet.pdf`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The function sheet for the kitchen and hall staff (PDF)',
        params: idParams,
        querystring: sheetQuery,
      },
    },
    async (request, reply) => {
      const file = await getFunctionSheet(ctx, request.actor, {
        id: request.params.id,
        lang: request.query.lang,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.data);
    },
  );
};
