import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutRequest,
  checkoutResponse,
  FNB_API,
  fnbOrderSchema,
  fnbOutletSchema,
  idParams,
  readerLanguageQuery,
  myOrdersQuery,
  orderPage,
  ROLE,
  slotsResponse,
} from '@club/contracts';
import { cancelMyOrder } from './cancel-my-order.ts';
import { getMyOrder } from './get-my-order.ts';
import { getSlots } from '../outlets/get-slots.ts';
import { listMyOrders } from './list-my-orders.ts';
import { orderReadRoutes } from './order-read-routes.ts';
import { placeOrder } from '../checkout/place-order.ts';

const tags = ['fnb'];
const MEMBER = [ROLE.member];

/** The member's checkout and orders (member/foodordering/checkout, orders/list, orders/detail). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const O = FNB_API.memberOrders;

  app.get(
    FNB_API.slots,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "Today's pickup and delivery slots of an outlet",
        querystring: z.object({ outlet: fnbOutletSchema }),
        response: { 200: slotsResponse },
      },
    },
    async (request) => getSlots(ctx, request.actor, request.query),
  );

  app.post(
    O,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Place an order (the server prices it from the menu; one per idempotency key)',
        body: checkoutRequest,
        response: { 201: checkoutResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await placeOrder(ctx, request.actor, request.body)),
  );

  app.get(
    O,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: "The member's orders",
        querystring: myOrdersQuery,
        response: { 200: orderPage },
      },
    },
    async (request) => listMyOrders(ctx, request.actor, request.query),
  );

  orderReadRoutes(app, {
    base: O,
    access: MEMBER,
    summary: "One of the member's orders, its items' names in the reader's language",
    read: getMyOrder,
    asStaff: false,
  });

  app.post(
    `${O}/:id/cancel`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          "Cancel an order the kitchen has not confirmed (answered in the reader's language)",
        params: idParams,
        querystring: readerLanguageQuery,
        response: { 200: fnbOrderSchema },
      },
    },
    async (request) =>
      cancelMyOrder(ctx, request.actor, { ...request.params, lang: request.query.lang }),
  );
};
