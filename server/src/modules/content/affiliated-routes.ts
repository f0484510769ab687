import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliatedClubRequest,
  affiliatedClubSchema,
  ROLE,
  idParams,
  CONTENT_API,
} from '@club/contracts';
import { sendCachedRead } from '../../plugins/cached-read.ts';
import { listAffiliatedClubs } from './list-affiliated-clubs.ts';
import { removeAffiliatedClub } from './remove-affiliated-club.ts';
import { ADMIN, noContent, tags } from './route-schemas.ts';
import { saveAffiliatedClub } from './save-affiliated-club.ts';

/** Affiliated clubs: their public list and their upkeep (admins, editors). */
export const affiliatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    CONTENT_API.affiliated,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Affiliated clubs',
        response: { 200: z.array(affiliatedClubSchema) },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: 'content/affiliated', topics: ['affiliated'] },
        () => listAffiliatedClubs(ctx, request.actor),
      ),
  );

  app.post(
    `${ADMIN}/affiliated`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Add a affiliated club',
        body: affiliatedClubRequest,
        response: { 201: affiliatedClubSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveAffiliatedClub(ctx, request.actor, { id: null, ...request.body })),
  );

  app.put(
    `${ADMIN}/affiliated/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Change a affiliated club',
        params: idParams,
        body: affiliatedClubRequest,
        response: { 200: affiliatedClubSchema },
      },
    },
    async (request) =>
      saveAffiliatedClub(ctx, request.actor, { id: request.params.id, ...request.body }),
  );

  app.delete(
    `${ADMIN}/affiliated/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: { tags, summary: 'Remove a affiliated club', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removeAffiliatedClub(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
