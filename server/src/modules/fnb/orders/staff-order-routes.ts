import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FNB_API,
  fnbOrderSchema,
  idParams,
  readerLanguageQuery,
  idSchema,
  orderPage,
  orderReasonRequest,
  orderStatusRequest,
  removeLineRequest,
  ROLE,
  staffOrdersQuery,
} from '@club/contracts';
import { advanceOrder } from './advance-order.ts';
import { getOrder } from './get-order.ts';
import { listOrders } from './list-orders.ts';
import { orderReadRoutes } from './order-read-routes.ts';
import { removeOrderLine } from './remove-order-line.ts';
import { retryOrderRefund } from './retry-order-refund.ts';
import { stopOrder } from './stop-order.ts';

const tags = ['fnb'];
const ADMIN = [ROLE.admin];

/** Staff's orders (restaurant/ManageOrder, OrderDetail/{id}): the workflow and its refusals. */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const O = FNB_API.orders;

  app.get(
    O,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Orders (filtered, sorted, paged)',
        querystring: staffOrdersQuery,
        response: { 200: orderPage },
      },
    },
    async (request) => listOrders(ctx, request.actor, request.query),
  );

  orderReadRoutes(app, {
    base: O,
    access: ADMIN,
    summary: "One order, its items' names in the reader's language",
    read: getOrder,
    asStaff: true,
  });

  app.put(
    `${O}/:id/status`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Move an order to its next status (the version seen settles two staff at once)',
        params: idParams,
        querystring: readerLanguageQuery,
        body: orderStatusRequest,
        response: { 200: fnbOrderSchema },
      },
    },
    async (request) =>
      advanceOrder(ctx, request.actor, {
        ...request.body,
        id: request.params.id,
        lang: request.query.lang,
      }),
  );

  for (const as of ['rejected', 'cancelled'] as const) {
    app.post(
      `${O}/:id/${as === 'rejected' ? 'reject' : 'cancel'}`,
      {
        config: { access: ADMIN },
        schema: {
          tags,
          summary:
            as === 'rejected'
              ? 'Reject an order not yet confirmed, with a reason the member sees'
              : 'Cancel an order before it is delivered, with a reason (the charge is reversed)',
          params: idParams,
          querystring: readerLanguageQuery,
          body: orderReasonRequest,
          response: { 200: fnbOrderSchema },
        },
      },
      async (request) =>
        stopOrder(ctx, request.actor, {
          ...request.body,
          as,
          id: request.params.id,
          lang: request.query.lang,
        }),
    );
  }

  app.post(
    `${O}/:id/lines/:lineId/remove`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Remove an item from an order not yet confirmed (removing the last cancels it)',
        params: z.object({ id: idSchema, lineId: idSchema }),
        querystring: readerLanguageQuery,
        body: removeLineRequest,
        response: { 200: fnbOrderSchema },
      },
    },
    async (request) =>
      removeOrderLine(ctx, request.actor, {
        ...request.params,
        version: request.body.version,
        lang: request.query.lang,
      }),
  );

  app.post(
    `${O}/:id/retry-refund`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Send a card order's refunds the provider gave up on to it again",
        params: idParams,
        querystring: readerLanguageQuery,
        response: { 200: fnbOrderSchema },
      },
    },
    async (request) =>
      retryOrderRefund(ctx, request.actor, { ...request.params, lang: request.query.lang }),
  );
};
