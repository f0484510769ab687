import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubSettingsAnswer, ROLE, updateSettingsRequest, SETTINGS_API } from '@club/contracts';
import { sendCachedRead } from '../../plugins/cached-read.ts';
import { getClubSettings } from './get-club-settings.ts';
import { updateSettings } from './update-settings.ts';

const tags = ['settings'];

/** The club's general settings: read by anyone, saved by admins and editors. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    SETTINGS_API.settings,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The club's general settings",
        response: { 200: clubSettingsAnswer },
      },
    },
    // From the read cache; revalidated on every visit (ETag): staff edit these (issue 3) and
    // the change shows at once.
    async (request, reply) =>
      sendCachedRead(request, reply, ctx.reads, { key: 'settings', topics: ['settings'] }, () =>
        getClubSettings(ctx, request.actor),
      ),
  );

  app.put(
    SETTINGS_API.admin,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Save the general settings',
        body: updateSettingsRequest,
        response: { 200: clubSettingsAnswer },
      },
    },
    async (request) => updateSettings(ctx, request.actor, request.body),
  );
};
