import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAMBER_BOOKINGS_API, chamberRefundPreviewSchema, idParams, ROLE } from '@club/contracts';
import { getRefundPreview } from './get-refund-preview.ts';

const tags = ['chambers'];

/** What cancelling a booking today would refund: the member's own, and any for the office. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    `${CHAMBER_BOOKINGS_API.myBookings}/:id/refund`,
    {
      config: { access: [ROLE.member] },
      schema: {
        tags,
        summary: 'What cancelling an own booking today would refund (its cancellation policy)',
        params: idParams,
        response: { 200: chamberRefundPreviewSchema },
      },
    },
    async (request) => getRefundPreview(ctx, request.actor, { id: request.params.id, mine: true }),
  );

  app.get(
    `${CHAMBER_BOOKINGS_API.bookings}/:id/refund`,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: 'What cancelling a booking today would refund (its cancellation policy)',
        params: idParams,
        response: { 200: chamberRefundPreviewSchema },
      },
    },
    async (request) => getRefundPreview(ctx, request.actor, { id: request.params.id, mine: false }),
  );
};
