import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDashboardResponse,
  ADMIN_DASHBOARD_API,
  readerLanguageQuery,
  ROLE,
} from '@club/contracts';
import { getAdminDashboard } from './get-admin-dashboard.ts';

/** The admin's landing screen's data (admin/dashboard). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_DASHBOARD_API.dashboard,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags: ['admin'],
        summary:
          "This month's payments, members, latest import, what waits for the office, the latest broadcasts, the month's charts",
        querystring: readerLanguageQuery,
        response: { 200: adminDashboardResponse },
      },
    },
    async (request) => getAdminDashboard(app.ctx, request.actor, request.query),
  );
};
