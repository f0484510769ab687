import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  availabilityQuery,
  availabilityResponse,
  changeStatusRequest,
  createMemberRequest,
  memberDetail,
  memberListQuery,
  memberListResponse,
  messageResponse,
  ROLE,
  updateMemberRequest,
  MEMBERS_API,
} from '@club/contracts';
import { changeStatus } from './change-status.ts';
import { checkAvailability } from './check-availability.ts';
import { createMember } from './create-member.ts';
import { getMemberDetail } from './get-member-detail.ts';
import { listMembers } from './list-members.ts';
import { resetPin } from './reset-pin.ts';
import { updateMember } from './update-member.ts';

const tags = ['members'];
const admin = { access: [ROLE.admin] };

/** Admin member management (member/manageMembers): the records. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    MEMBERS_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Members: searched, filtered, sorted, paginated',
        querystring: memberListQuery,
        response: { 200: memberListResponse },
      },
    },
    async (request) => listMembers(ctx, request.actor, request.query),
  );

  app.get(
    MEMBERS_API.availability,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Whether a member code or email is still free',
        querystring: availabilityQuery,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => checkAvailability(ctx, request.actor, request.query),
  );

  app.post(
    MEMBERS_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a member (mails the first PIN)',
        body: createMemberRequest,
        response: { 201: memberDetail },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createMember(ctx, request.actor, request.body)),
  );

  app.get(
    `${MEMBERS_API.admin}/:id`,
    {
      config: admin,
      schema: { tags, summary: 'One member', params: idParams, response: { 200: memberDetail } },
    },
    async (request) => getMemberDetail(ctx, request.actor, request.params),
  );

  app.put(
    `${MEMBERS_API.admin}/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit a member (audited)',
        params: idParams,
        body: updateMemberRequest,
        response: { 200: memberDetail },
      },
    },
    async (request) => updateMember(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${MEMBERS_API.admin}/:id/status`,
    {
      config: admin,
      schema: {
        tags,
        summary: "Change a member's status (audited)",
        params: idParams,
        body: changeStatusRequest,
        response: { 200: memberDetail },
      },
    },
    async (request) => changeStatus(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.post(
    `${MEMBERS_API.admin}/:id/reset-pin`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mail the member a new temporary PIN',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => resetPin(ctx, request.actor, request.params),
  );
};
