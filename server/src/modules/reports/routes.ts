import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentReportQuery, paymentReportResponse } from '@club/contracts';
import { paymentReport, paymentReportCsv } from './payment-report.ts';

const tags = ['reports'];

/** Admin reports: the payment report (report/payment) and its CSV export. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/admin/reports/payments',
    {
      config: { access: ['A'] },
      schema: {
        tags,
        summary: 'Payments by period, status, member and provider, with totals',
        querystring: paymentReportQuery,
        response: { 200: paymentReportResponse },
      },
    },
    async (request) => paymentReport(ctx.db, request.query),
  );

  app.get(
    '/api/admin/reports/payments.csv',
    {
      config: { access: ['A'] },
      schema: {
        tags,
        summary: 'The payment report as CSV (all matching payments)',
        querystring: paymentReportQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await paymentReportCsv(ctx.db, request.query);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payment-report-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
