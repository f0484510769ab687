import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FNB_API,
  idParams,
  memberAddressRequest,
  memberAddressSchema,
  ROLE,
} from '@club/contracts';
import { listAddresses } from './list-addresses.ts';
import { removeAddress } from './remove-address.ts';
import { saveAddress } from './save-address.ts';

const tags = ['fnb'];
const MEMBER = [ROLE.member];

/** The member's saved delivery addresses. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const A = FNB_API.addresses;

  app.get(
    A,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "The member's delivery addresses",
        response: { 200: z.array(memberAddressSchema) },
      },
    },
    async (request) => listAddresses(ctx, request.actor),
  );

  app.post(
    A,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Save a delivery address',
        body: memberAddressRequest,
        response: { 201: memberAddressSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveAddress(ctx, request.actor, { ...request.body, id: null })),
  );

  app.put(
    `${A}/:id`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Change a delivery address',
        params: idParams,
        body: memberAddressRequest,
        response: { 200: memberAddressSchema },
      },
    },
    async (request) => saveAddress(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.delete(
    `${A}/:id`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Remove a delivery address',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeAddress(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
