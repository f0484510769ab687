import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  PROFILE_API,
  profileApprovalsPage,
  profileApprovalsQuery,
  profileRequestSchema,
  rejectProfileRequest,
  ROLE,
} from '@club/contracts';
import { approveRequest } from './approve-request.ts';
import { listApprovals } from './list-approvals.ts';
import { rejectRequest } from './reject-request.ts';

const tags = ['profile'];
const admin = { access: [ROLE.admin] };

/** The office's approval queue of members' profile changes (admins). */
export const profileApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    PROFILE_API.approvals,
    {
      config: admin,
      schema: {
        tags,
        summary: "Members' change requests: by status, searched by code or name, paged",
        querystring: profileApprovalsQuery,
        response: { 200: profileApprovalsPage },
      },
    },
    async (request) => listApprovals(ctx, request.actor, request.query),
  );

  app.post(
    `${PROFILE_API.approvals}/:id/approve`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve a pending request: the change is applied to the record',
        params: idParams,
        response: { 200: profileRequestSchema },
      },
    },
    async (request) => approveRequest(ctx, request.actor, request.params),
  );

  app.post(
    `${PROFILE_API.approvals}/:id/reject`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Reject a pending request, with the reason the member reads',
        params: idParams,
        body: rejectProfileRequest,
        response: { 200: profileRequestSchema },
      },
    },
    async (request) =>
      rejectRequest(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
};
