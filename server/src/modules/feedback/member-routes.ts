import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFeedbackRequest,
  FEEDBACK_API,
  feedbackDetailSchema,
  feedbackLinkableResponse,
  feedbackPageSchema,
  idParams,
  memberReplyRequest,
  myFeedbackQuery,
  rateFeedbackRequest,
  ROLE,
} from '@club/contracts';
import { createFeedback } from './create-feedback.ts';
import { getMyFeedback } from './get-my-feedback.ts';
import { listLinkable } from './list-linkable.ts';
import { listMyFeedback } from './list-my-feedback.ts';
import { rateAnswer } from './rate-answer.ts';
import { replyAsMember } from './reply-as-member.ts';

const tags = ['feedback'];
const member = { access: [ROLE.member] };
const one = `${FEEDBACK_API.mine}/:id`;

/** A member's own feedback ("My Feedback"): write, follow, reply, rate the answer (the photo: photo-routes.ts). */
export const feedbackMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    FEEDBACK_API.mine,
    {
      config: member,
      schema: {
        tags,
        summary: 'My feedback, newest first',
        querystring: myFeedbackQuery,
        response: { 200: feedbackPageSchema },
      },
    },
    async (request) => listMyFeedback(ctx, request.actor, request.query),
  );

  app.post(
    FEEDBACK_API.mine,
    {
      config: member,
      schema: {
        tags,
        summary: 'Write to the club',
        body: createFeedbackRequest,
        response: { 201: feedbackDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createFeedback(ctx, request.actor, request.body)),
  );

  app.get(
    FEEDBACK_API.linkable,
    {
      config: member,
      schema: {
        tags,
        summary: 'My recent orders, stays, hall and event bookings a feedback may name',
        response: { 200: feedbackLinkableResponse },
      },
    },
    async (request) => listLinkable(ctx, request.actor),
  );

  app.get(
    one,
    {
      config: member,
      schema: {
        tags,
        summary: 'One of my feedback with its conversation',
        params: idParams,
        response: { 200: feedbackDetailSchema },
      },
    },
    async (request) => getMyFeedback(ctx, request.actor, request.params),
  );

  app.post(
    `${one}/replies`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Write again (reopens a resolved feedback; refused once closed)',
        params: idParams,
        body: memberReplyRequest,
        response: { 200: feedbackDetailSchema },
      },
    },
    async (request) =>
      replyAsMember(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${one}/rating`,
    {
      config: member,
      schema: {
        tags,
        summary: "Rate the office's answer (once, when resolved or closed)",
        params: idParams,
        body: rateFeedbackRequest,
        response: { 200: feedbackDetailSchema },
      },
    },
    async (request) => rateAnswer(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
};
