import type { FastifyPluginAsync } from 'fastify';
import { chatMemberRoutes } from './member-routes.ts';
import { chatStaffRoutes } from './staff-routes.ts';

/** The chat module's HTTP side, registered by app.ts. */
export const chatHttp: FastifyPluginAsync = async (app) => {
  await app.register(chatMemberRoutes);
  await app.register(chatStaffRoutes);
};
