import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BANQUET_BOOKINGS_API,
  banquetAdvancePaymentSchema,
  banquetAvailabilityQuery,
  banquetAvailabilitySchema,
  banquetBookingList,
  banquetBookingRequest,
  banquetBookingSchema,
  banquetQuoteRequest,
  banquetQuoteSchema,
  banquetRefundSchema,
  banquetStepRequest,
  idParams,
  ROLE,
} from '@club/contracts';
import { catalogRoutes, stepRoute } from '../../../plugins/route-table.ts';
import { cancelMyBooking } from './cancel-my-booking.ts';
import { getAvailability } from './get-availability.ts';
import { getMyBooking } from './get-my-booking.ts';
import { listMyBookings } from './list-my-bookings.ts';
import { payAdvanceByCard } from '../advance/pay-advance-by-card.ts';
import { previewMyCancellation } from './preview-my-cancellation.ts';
import { quoteBooking } from './quote-booking.ts';
import { requestBooking } from './request-booking.ts';

const tags = ['banquets'];
const MEMBER = [ROLE.member];

/** The member's side of booking a hall: availability, price, request, own bookings, cancel. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const B = BANQUET_BOOKINGS_API.myBookings;

  app.get(
    BANQUET_BOOKINGS_API.availability,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "Each hall's morning and evening of every date of a month: free or taken",
        querystring: banquetAvailabilityQuery,
        response: { 200: banquetAvailabilitySchema },
      },
    },
    async (request) => getAvailability(ctx, request.actor, request.query),
  );

  app.post(
    BANQUET_BOOKINGS_API.quote,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'The price of a function, broken down (hall, extras, menu, add-ons, GST)',
        body: banquetQuoteRequest,
        response: { 200: banquetQuoteSchema },
      },
    },
    async (request) => quoteBooking(ctx, request.actor, request.body),
  );

  app.post(
    B,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Ask for a hall: details, menu package with dishes per course, add-ons',
        body: banquetBookingRequest,
        response: { 201: banquetBookingSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestBooking(ctx, request.actor, request.body)),
  );

  catalogRoutes(app, {
    url: B,
    tags,
    access: MEMBER,
    list: {
      summary: "The member's hall bookings",
      response: banquetBookingList,
      run: listMyBookings,
    },
    one: {
      summary: "One of the member's hall bookings",
      response: banquetBookingSchema,
      run: getMyBooking,
    },
  });

  app.get(
    `${B}/:id/cancellation`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "What cancelling today would refund under the booking's own policy",
        params: idParams,
        response: { 200: banquetRefundSchema },
      },
    },
    async (request) => previewMyCancellation(ctx, request.actor, request.params),
  );

  stepRoute(app, {
    url: `${B}/:id/cancel`,
    tags,
    access: MEMBER,
    summary: "Cancel an own booking before the function's day (refund under its policy)",
    body: banquetStepRequest,
    response: banquetBookingSchema,
    run: cancelMyBooking,
  });

  app.post(
    `${B}/:id/advance-payment`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          "Pay a confirmed booking's advance by card: opens the provider's checkout (the same one while it is open)",
        params: idParams,
        response: { 200: banquetAdvancePaymentSchema },
      },
    },
    async (request) => payAdvanceByCard(ctx, request.actor, request.params),
  );
};
