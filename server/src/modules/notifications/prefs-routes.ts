import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATIONS_API,
  notificationPrefsResponse,
  ROLE,
  updateNotificationPrefsRequest,
} from '@club/contracts';
import { getPrefs } from './get-prefs.ts';
import { updatePrefs } from './update-prefs.ts';

const tags = ['notifications'];
const member = { access: [ROLE.member] };

/** The member's choices per kind: in the portal and/or by mail (essential kinds locked). */
export const prefsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    NOTIFICATIONS_API.prefs,
    {
      config: member,
      schema: {
        tags,
        summary: 'My notification choices per kind',
        response: { 200: notificationPrefsResponse },
      },
    },
    async (request) => getPrefs(ctx, request.actor),
  );

  app.put(
    NOTIFICATIONS_API.prefs,
    {
      config: member,
      schema: {
        tags,
        summary: 'Change my choices (a locked channel turned off: 422 naming the field)',
        body: updateNotificationPrefsRequest,
        response: { 200: notificationPrefsResponse },
      },
    },
    async (request) => updatePrefs(ctx, request.actor, request.body),
  );
};
