import type { FastifyPluginAsync } from 'fastify';
import { feedbackMemberRoutes } from './member-routes.ts';
import { feedbackPhotoRoutes } from './photo-routes.ts';
import { feedbackStaffRoutes } from './staff-routes.ts';

/** The feedback module's HTTP side: its route files, registered by app.ts. */
export const feedbackHttp: FastifyPluginAsync = async (app) => {
  await app.register(feedbackMemberRoutes);
  await app.register(feedbackStaffRoutes);
  await app.register(feedbackPhotoRoutes);
};
