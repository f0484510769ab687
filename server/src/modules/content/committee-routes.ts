import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  committeeMemberRequest,
  committeeMemberSchema,
  ROLE,
  idParams,
  CONTENT_API,
} from '@club/contracts';
import { sendCachedRead } from '../../plugins/cached-read.ts';
import { listCommittee } from './list-committee.ts';
import { removeCommitteeMember } from './remove-committee-member.ts';
import { ADMIN, noContent, tags } from './route-schemas.ts';
import { saveCommitteeMember } from './save-committee-member.ts';

/** The Managing Committee: its public list and its upkeep (admins, editors). */
export const committeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    CONTENT_API.committee,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The Managing Committee',
        response: { 200: z.array(committeeMemberSchema) },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: 'content/committee', topics: ['committee'] },
        () => listCommittee(ctx, request.actor),
      ),
  );

  app.post(
    `${ADMIN}/committee`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Add a committee member',
        body: committeeMemberRequest,
        response: { 201: committeeMemberSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveCommitteeMember(ctx, request.actor, { id: null, ...request.body })),
  );

  app.put(
    `${ADMIN}/committee/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Change a committee member',
        params: idParams,
        body: committeeMemberRequest,
        response: { 200: committeeMemberSchema },
      },
    },
    async (request) =>
      saveCommitteeMember(ctx, request.actor, { id: request.params.id, ...request.body }),
  );

  app.delete(
    `${ADMIN}/committee/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: { tags, summary: 'Remove a committee member', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removeCommitteeMember(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
