import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  NOTIFICATION_EVENT,
  notificationListQuery,
  notificationPageSchema,
  NOTIFICATIONS_API,
  notificationsReadResponse,
  ROLE,
  STAFF_ROLES,
  type Role,
} from '@club/contracts';
import { streamEvents } from '../../plugins/event-stream.ts';
import { NOTIFICATION_TOPIC } from './notify.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllRead } from './mark-all-read.ts';
import { markRead } from './mark-read.ts';
import { recipientOf, type BellOf } from './recipient.ts';

const tags = ['notifications'];

/** One bell's routes (list, read one, read all, the stream) under a base, for its roles. */
function bellRoutes(base: string, bell: BellOf, access: readonly Role[]): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = app.ctx;
    const config = { access: [...access] };
    const whose = bell === 'member' ? "the member's" : "the staff user's own";

    app.get(
      base,
      {
        config,
        schema: {
          tags,
          summary: `A page of ${whose} notifications, unread first, with the unread count`,
          querystring: notificationListQuery,
          response: { 200: notificationPageSchema },
        },
      },
      async (request) => listNotifications(ctx, request.actor, { ...request.query, bell }),
    );

    app.post(
      `${base}/:id/read`,
      {
        config,
        schema: {
          tags,
          summary: `Marks one of ${whose} notifications read (another's: 404)`,
          params: idParams,
          response: { 200: notificationsReadResponse },
        },
      },
      async (request) => markRead(ctx, request.actor, { id: request.params.id, bell }),
    );

    app.post(
      `${base}/read-all`,
      {
        config,
        schema: {
          tags,
          summary: `Marks every one of ${whose} notifications read`,
          response: { 200: notificationsReadResponse },
        },
      },
      async (request) => markAllRead(ctx, request.actor, { bell }),
    );

    app.get(
      `${base}/stream`,
      {
        config,
        schema: { tags, summary: `${whose} new notifications, live (text/event-stream)` },
      },
      (request, reply) => {
        const to = recipientOf(request.actor, bell);
        streamEvents(request, reply, (send) =>
          ctx.live.subscribe(NOTIFICATION_TOPIC, (e) => {
            const mine = 'memberId' in to ? e.memberId === to.memberId : e.staffId === to.staffId;
            if (mine) send(NOTIFICATION_EVENT, { id: e.id });
          }),
        );
      },
    );
  };
}

/** The member's bell. */
export const memberBellRoutes = bellRoutes(NOTIFICATIONS_API.mine, 'member', [ROLE.member]);
/** A staff user's own bell (admin, editor, event manager). */
export const staffBellRoutes = bellRoutes(NOTIFICATIONS_API.staff, 'staff', STAFF_ROLES);
