import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventBookingCheckout,
  eventBookingPlaced,
  eventBookingQuote,
  eventBookingRequest,
  eventBookingSchema,
  EVENT_BOOKINGS_API,
  eventBookingVersionRequest,
  idParams,
  myEventBookingList,
  myEventFamily,
  readerLanguageQuery,
  ROLE,
} from '@club/contracts';
import { bookEvent } from './book-event.ts';
import { cancelMyEventBooking } from './cancel-my-event-booking.ts';
import { getMyEventBooking } from './get-my-event-booking.ts';
import { getMyEventFamily } from './get-my-event-family.ts';
import { listMyEventBookings } from './list-my-event-bookings.ts';
import { quoteEventBooking } from './quote-event-booking.ts';
import { resumeEventBookingCheckout } from './resume-event-booking-checkout.ts';

const tags = ['events'];
const MEMBER = [ROLE.member];

/** A member's event bookings (Other Club Events' booking form, My Events Booking). */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const B = EVENT_BOOKINGS_API.mine;

  app.post(
    EVENT_BOOKINGS_API.quote,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "A booking's price, computed on the server (nothing written)",
        body: eventBookingRequest,
        response: { 200: eventBookingQuote },
      },
    },
    async (request) => quoteEventBooking(ctx, request.actor, request.body),
  );

  app.post(
    B,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          "Book an event on account or by card (by card: the answer carries the checkout); the answer names the event in the reader's language",
        body: eventBookingRequest,
        querystring: readerLanguageQuery,
        response: { 201: eventBookingPlaced },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await bookEvent(ctx, request.actor, { ...request.body, ...request.query })),
  );

  app.get(
    B,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "My event bookings (the events' titles and venues in the reader's language)",
        querystring: readerLanguageQuery,
        response: { 200: myEventBookingList },
      },
    },
    async (request) => listMyEventBookings(ctx, request.actor, request.query),
  );

  app.get(
    `${B}/:id`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'One of my event bookings',
        params: idParams,
        querystring: readerLanguageQuery,
        response: { 200: eventBookingSchema },
      },
    },
    async (request) =>
      getMyEventBooking(ctx, request.actor, { ...request.params, ...request.query }),
  );

  app.post(
    `${B}/:id/cancel`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          "Cancel my booking (within the booking window); the answer in the reader's language",
        params: idParams,
        body: eventBookingVersionRequest,
        querystring: readerLanguageQuery,
        response: { 200: eventBookingSchema },
      },
    },
    async (request) =>
      cancelMyEventBooking(ctx, request.actor, {
        ...request.body,
        ...request.query,
        id: request.params.id,
      }),
  );

  app.post(
    `${B}/:id/checkout`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "A card booking's checkout again, while it waits for its payment",
        params: idParams,
        response: { 200: eventBookingCheckout },
      },
    },
    async (request) => resumeEventBookingCheckout(ctx, request.actor, request.params),
  );

  app.get(
    EVENT_BOOKINGS_API.family,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'My spouse and dependents on record (to book for)',
        response: { 200: myEventFamily },
      },
    },
    async (request) => getMyEventFamily(ctx, request.actor),
  );
};
