import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentReportQuery,
  paymentReportResponse,
  ROLE,
  PAYMENT_REPORT_API,
} from '@club/contracts';
import { exportPaymentReport } from './export-payment-report.ts';
import { getPaymentReport } from './get-payment-report.ts';

const tags = ['reports'];

/** Admin reports: the payment report (report/payment) and its CSV export. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    PAYMENT_REPORT_API.report,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: 'Payments by period, status, member and provider, with totals',
        querystring: paymentReportQuery,
        response: { 200: paymentReportResponse },
      },
    },
    async (request) => getPaymentReport(ctx, request.actor, request.query),
  );

  app.get(
    PAYMENT_REPORT_API.csv,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: 'The payment report as CSV (all matching payments)',
        querystring: paymentReportQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportPaymentReport(ctx, request.actor, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
