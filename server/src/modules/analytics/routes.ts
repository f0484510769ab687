import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYTICS_API,
  analyticsParams,
  analyticsQuery,
  analyticsResponse,
  ROLE,
} from '@club/contracts';
import { exportAnalyticsChart } from './export-analytics-chart.ts';
import { getAnalyticsChart } from './get-analytics-chart.ts';

/** The admins' analytics (dashboards/analytic): one chart a request, as JSON or CSV. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    `${ANALYTICS_API.charts}/:chart`,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags: ['analytics'],
        summary:
          'One chart of the analytics over a range (at most three years), optionally beside the year before; CSV with format=csv or Accept: text/csv',
        params: analyticsParams,
        querystring: analyticsQuery,
        // The chart, or its CSV file (text/csv: a string is sent as it is, not serialised).
        response: { 200: z.union([analyticsResponse, z.string()]) },
      },
    },
    async (request, reply) => {
      const input = { ...request.query, chart: request.params.chart };
      const { format } = request.query;
      const csv =
        format === 'csv' || (!format && /\btext\/csv\b/.test(request.headers.accept ?? ''));
      if (!csv) return getAnalyticsChart(ctx, request.actor, input);
      const file = await exportAnalyticsChart(ctx, request.actor, input);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );
};
