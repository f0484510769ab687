import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAMBER_BOOKINGS_API,
  chamberBookingSchema,
  chamberClubAnswerRequest,
  chamberStepRequest,
  clubCheckAnswerRequest,
  clubCheckQuery,
  clubCheckViewSchema,
  idParams,
  ROLE,
} from '@club/contracts';
import { answerClubCheck } from './answer-club-check.ts';
import { getClubCheck } from './get-club-check.ts';
import { recordClubAnswer } from './record-club-answer.ts';
import { resendClubCheck } from './resend-club-check.ts';

const tags = ['chambers'];
const ADMIN = [ROLE.admin];

/** The affiliated club's check of its guest: its signed links' page, and the office's side. */
export const clubCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const B = CHAMBER_BOOKINGS_API.bookings;

  app.get(
    CHAMBER_BOOKINGS_API.clubCheck,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The affiliated club's link: the request's facts (reading decides nothing)",
        querystring: clubCheckQuery,
        response: { 200: clubCheckViewSchema },
      },
    },
    async (request) => getClubCheck(ctx, request.actor, request.query),
  );

  app.post(
    CHAMBER_BOOKINGS_API.clubCheck,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The affiliated club verifies or declines its guest (the link's action), once",
        body: clubCheckAnswerRequest,
        response: { 200: clubCheckViewSchema },
      },
    },
    async (request) => answerClubCheck(ctx, request.actor, request.body),
  );

  app.post(
    `${B}/:id/club-check/resend`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Send the affiliated club its verify and decline mail again (new links)',
        params: idParams,
        body: chamberStepRequest,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) =>
      resendClubCheck(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${B}/:id/club-check`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Record the affiliated club's answer by hand (it came by phone)",
        params: idParams,
        body: chamberClubAnswerRequest,
        response: { 200: chamberBookingSchema },
      },
    },
    async (request) =>
      recordClubAnswer(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
};
