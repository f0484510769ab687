import type { FastifyPluginAsync } from 'fastify';
import { profileApprovalRoutes } from './approval-routes.ts';
import { profileMemberRoutes } from './member-routes.ts';

/** The profile module's HTTP side: its route files, registered by app.ts. */
export const profileHttp: FastifyPluginAsync = async (app) => {
  await app.register(profileMemberRoutes);
  await app.register(profileApprovalRoutes);
};
