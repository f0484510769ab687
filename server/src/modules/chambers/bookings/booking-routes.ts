import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAMBER_BOOKINGS_API,
  chamberAvailabilityQuery,
  chamberAvailabilitySchema,
  chamberBookingList,
  chamberBookingSchema,
  chamberQuoteRequest,
  chamberQuoteSchema,
  chamberStepRequest,
  idParams,
  ROLE,
} from '@club/contracts';
import { readMultipart } from '../../../plugins/uploads.ts';
import { catalogRoutes, stepRoute } from '../../../plugins/route-table.ts';
import { cancelMyBooking } from './cancel-my-booking.ts';
import { getAvailability } from './get-availability.ts';
import { getMyBooking } from './get-my-booking.ts';
import { listMyBookings } from './list-my-bookings.ts';
import { quoteBooking } from './quote-booking.ts';
import { readIdProof } from './read-id-proof.ts';
import { requestBooking } from './request-booking.ts';

const tags = ['chambers'];
const MEMBER = [ROLE.member];

/** The member's side of booking rooms: availability, price, request, own bookings. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const B = CHAMBER_BOOKINGS_API.myBookings;

  app.get(
    CHAMBER_BOOKINGS_API.availability,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Rooms free per night and type in a month (available, few left, full)',
        querystring: chamberAvailabilityQuery,
        response: { 200: chamberAvailabilitySchema },
      },
    },
    async (request) => getAvailability(ctx, request.actor, request.query),
  );

  app.post(
    CHAMBER_BOOKINGS_API.quote,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'The price of a stay: nights x rooms x tariff + tax',
        body: chamberQuoteRequest,
        response: { 200: chamberQuoteSchema },
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
        summary:
          'Ask for rooms: multipart with the stay and guest fields and the ID proof as idProof (image or PDF)',
        consumes: ['multipart/form-data'],
        response: { 201: chamberBookingSchema },
      },
    },
    async (request, reply) => {
      const upload = await readMultipart(request, ctx.config.UPLOAD_MAX_BYTES);
      return reply.code(201).send(await requestBooking(ctx, request.actor, upload));
    },
  );

  catalogRoutes(app, {
    url: B,
    tags,
    access: MEMBER,
    list: { summary: "The member's bookings", response: chamberBookingList, run: listMyBookings },
    one: {
      summary: "One of the member's bookings",
      response: chamberBookingSchema,
      run: getMyBooking,
    },
  });

  stepRoute(app, {
    url: `${B}/:id/cancel`,
    tags,
    access: MEMBER,
    summary: 'Cancel an own booking before its check-in day',
    body: chamberStepRequest,
    response: chamberBookingSchema,
    run: cancelMyBooking,
  });

  app.get(
    `${B}/:id/id-proof`,
    {
      config: { access: MEMBER },
      schema: { tags, summary: "An own booking's ID proof", params: idParams },
    },
    async (request, reply) => {
      const file = await readIdProof(ctx, request.actor, { id: request.params.id, mine: true });
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
