import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTORY_API,
  directoryListingSchema,
  directoryPageSchema,
  directoryQuery,
  idParams,
  ROLE,
} from '@club/contracts';
import { getMyListing } from './get-my-listing.ts';
import { listDirectory } from './list-directory.ts';
import { readListedPhoto } from './read-listed-photo.ts';
import { setMyListing } from './set-my-listing.ts';

const tags = ['directory'];
const member = { access: [ROLE.member] };

/** The members' directory (SPEC.md §7 GET /apps/contacts) and the member's own listing. */
export const directoryMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    DIRECTORY_API.contacts,
    {
      config: member,
      schema: {
        tags,
        summary: 'The listed members, with only the contact fields each shares',
        querystring: directoryQuery,
        response: { 200: directoryPageSchema },
      },
    },
    async (request) => listDirectory(ctx, request.actor, request.query),
  );

  app.get(
    DIRECTORY_API.me,
    {
      config: member,
      schema: {
        tags,
        summary: 'My listing: listed or not, and the fields I share',
        response: { 200: directoryListingSchema },
      },
    },
    async (request) => getMyListing(ctx, request.actor),
  );

  app.put(
    DIRECTORY_API.me,
    {
      config: member,
      schema: {
        tags,
        summary: 'Choose whether I am listed and which contact fields I share',
        body: directoryListingSchema,
        response: { 200: directoryListingSchema },
      },
    },
    async (request) => setMyListing(ctx, request.actor, request.body),
  );

  app.get(
    `${DIRECTORY_API.contacts}/:id/photo`,
    {
      config: member,
      schema: { tags, summary: "A listed member's photo", params: idParams },
    },
    async (request, reply) => {
      const file = await readListedPhoto(ctx, request.actor, request.params);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
