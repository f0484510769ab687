import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignFeedbackRequest,
  FEEDBACK_API,
  feedbackAssigneesResponse,
  feedbackDetailSchema,
  feedbackFiguresQuery,
  feedbackFiguresResponse,
  feedbackPageSchema,
  feedbackStatusRequest,
  feedbackTargetsResponse,
  idParams,
  ROLE,
  staffFeedbackQuery,
  staffReplyRequest,
  updateFeedbackTargetsRequest,
} from '@club/contracts';
import { assignFeedback } from './assign-feedback.ts';
import { changeStatus } from './change-status.ts';
import { feedbackFigures } from './feedback-figures.ts';
import { getFeedback } from './get-feedback.ts';
import { getTargets } from './get-targets.ts';
import { listAssignees } from './list-assignees.ts';
import { listFeedback } from './list-feedback.ts';
import { replyAsStaff } from './reply-as-staff.ts';
import { updateTargets } from './update-targets.ts';

const tags = ['feedback'];
const admin = { access: [ROLE.admin] };
const one = `${FEEDBACK_API.admin}/:id`;

/**
 * The office's feedback ("Manage Feedbacks"): the list, one, assign (and whom to), reply, status,
 * targets, figures (the photo: photo-routes.ts).
 */
export const feedbackStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    FEEDBACK_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Feedback, filtered and sorted, with due times and the overdue flag',
        querystring: staffFeedbackQuery,
        response: { 200: feedbackPageSchema },
      },
    },
    async (request) => listFeedback(ctx, request.actor, request.query),
  );

  app.get(
    one,
    {
      config: admin,
      schema: {
        tags,
        summary: 'One feedback with its internal notes and history',
        params: idParams,
        response: { 200: feedbackDetailSchema },
      },
    },
    async (request) => getFeedback(ctx, request.actor, request.params),
  );

  app.put(
    `${one}/assignee`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Assign to an active staff user or nobody (on the version seen)',
        params: idParams,
        body: assignFeedbackRequest,
        response: { 200: feedbackDetailSchema },
      },
    },
    async (request) =>
      assignFeedback(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${one}/replies`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Reply to the member (mailed) or add an internal note',
        params: idParams,
        body: staffReplyRequest,
        response: { 200: feedbackDetailSchema },
      },
    },
    async (request) => replyAsStaff(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${one}/status`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Resolve, close or reopen (on the version seen)',
        params: idParams,
        body: feedbackStatusRequest,
        response: { 200: feedbackDetailSchema },
      },
    },
    async (request) => changeStatus(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.get(
    FEEDBACK_API.targets,
    {
      config: admin,
      schema: {
        tags,
        summary: 'The response targets by category (working hours)',
        response: { 200: feedbackTargetsResponse },
      },
    },
    async (request) => getTargets(ctx, request.actor),
  );

  app.put(
    FEEDBACK_API.targets,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the response targets of some categories',
        body: updateFeedbackTargetsRequest,
        response: { 200: feedbackTargetsResponse },
      },
    },
    async (request) => updateTargets(ctx, request.actor, request.body),
  );

  app.get(
    FEEDBACK_API.figures,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Figures by category and month: count, medians, answer rating, overdue',
        querystring: feedbackFiguresQuery,
        response: { 200: feedbackFiguresResponse },
      },
    },
    async (request) => feedbackFigures(ctx, request.actor, request.query),
  );

  app.get(
    FEEDBACK_API.assignees,
    {
      config: admin,
      schema: {
        tags,
        summary: 'The active staff users a feedback may be assigned to',
        response: { 200: feedbackAssigneesResponse },
      },
    },
    async (request) => listAssignees(ctx, request.actor),
  );
};
