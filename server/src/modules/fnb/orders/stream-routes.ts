import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FNB_API, FNB_ORDER_EVENT, ROLE } from '@club/contracts';
import { memberScope } from '../../../actor.ts';
import { streamEvents } from '../../../plugins/event-stream.ts';

const tags = ['fnb'];

/**
 * Live order changes as server-sent events (`event: order`, data: the order's id, member,
 * outlet, status and version): the member's stream carries their own orders, the staff's
 * every order. The screens reload the order (or the list) when one arrives.
 */
export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    `${FNB_API.memberOrders}/stream`,
    {
      config: { access: [ROLE.member] },
      schema: { tags, summary: "Live changes of the member's orders (text/event-stream)" },
    },
    (request, reply) => {
      const memberId = memberScope(request.actor);
      streamEvents(request, reply, (send) =>
        ctx.live.subscribe('fnb.order', (e) => {
          if (e.memberId === memberId) send(FNB_ORDER_EVENT, e);
        }),
      );
    },
  );

  app.get(
    `${FNB_API.orders}/stream`,
    {
      config: { access: [ROLE.admin] },
      schema: { tags, summary: 'Live changes of every order (text/event-stream)' },
    },
    (request, reply) => {
      streamEvents(request, reply, (send) =>
        ctx.live.subscribe('fnb.order', (e) => send(FNB_ORDER_EVENT, e)),
      );
    },
  );
};
