import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BROADCASTS_API,
  idParams,
  receivedBroadcastSchema,
  ROLE,
  STAFF_ROLES,
  type Role,
} from '@club/contracts';
import { readReceivedAttachment } from './read-received-attachment.ts';
import { readReceived, type ReaderOf } from './read-received.ts';
import { sendAttachment } from './attachment-routes.ts';

const tags = ['broadcasts'];

/** A recipient's reading of a broadcast (and its image and file) under a base, for its roles. */
function receivedRoutes(
  base: string,
  of: ReaderOf,
  access: readonly Role[],
): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = app.ctx;
    const config = { access: [...access] };
    const one = `${base}/:id`;

    app.get(
      one,
      {
        config,
        schema: {
          tags,
          summary: 'A broadcast sent to the reader (anyone else: 404); marks its notification read',
          params: idParams,
          response: { 200: receivedBroadcastSchema },
        },
      },
      async (request) => readReceived(ctx, request.actor, { id: request.params.id, of }),
    );

    for (const kind of ['image', 'file'] as const) {
      app.get(
        `${one}/${kind}`,
        {
          config,
          schema: {
            tags,
            summary: `The ${kind} of a broadcast sent to the reader`,
            params: idParams,
          },
        },
        async (request, reply) => {
          const file = await readReceivedAttachment(ctx, request.actor, {
            id: request.params.id,
            kind,
            of,
          });
          return sendAttachment(reply, file);
        },
      );
    }
  };
}

/** A member reads a broadcast sent to them. */
export const memberReceivedRoutes = receivedRoutes(BROADCASTS_API.mine, 'member', [ROLE.member]);
/** A staff user reads a broadcast sent to the staff. */
export const staffReceivedRoutes = receivedRoutes(BROADCASTS_API.staff, 'staff', STAFF_ROLES);
