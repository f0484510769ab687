import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_REPORT_API, eventReportQuery, eventReportResponse, ROLE } from '@club/contracts';
import { exportEventReport } from './export-event-report.ts';
import { getEventReport } from './get-event-report.ts';
import { printEventDoorList } from './print-event-door-list.ts';

const tags = ['reports'];

/**
 * The Event Booking Report (report/event) and its CSV: the club office; the door list (PDF):
 * the club office and the event manager, who runs the event.
 */
export const eventReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    EVENT_REPORT_API.report,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: "One event's bookings: who is coming, buffets, tables, attendance, totals",
        querystring: eventReportQuery,
        response: { 200: eventReportResponse },
      },
    },
    async (request) => getEventReport(ctx, request.actor, request.query),
  );

  app.get(
    EVENT_REPORT_API.csv,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: 'The event booking report as CSV, in the reader language',
        querystring: eventReportQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportEventReport(ctx, request.actor, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    EVENT_REPORT_API.doorList,
    {
      config: { access: [ROLE.admin, ROLE.eventManager] },
      schema: {
        tags,
        summary: "An event's printable door list (PDF), alphabetical by member with heads",
        querystring: eventReportQuery,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await printEventDoorList(ctx, request.actor, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
