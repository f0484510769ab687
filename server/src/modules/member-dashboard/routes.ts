import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBER_DASHBOARD_API,
  memberDashboardResponse,
  readerLanguageQuery,
  ROLE,
} from '@club/contracts';
import { getMemberDashboard } from './get-member-dashboard.ts';

/** The member's landing screen's cards (/dashboards/default). */
export const memberDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MEMBER_DASHBOARD_API.dashboard,
    {
      config: { access: [ROLE.member] },
      schema: {
        tags: ['member'],
        summary: "The member's stays, functions and events ahead, open orders, today's notices",
        querystring: readerLanguageQuery,
        response: { 200: memberDashboardResponse },
      },
    },
    async (request) => getMemberDashboard(app.ctx, request.actor, request.query),
  );
};
