import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENQUIRY_LIMIT, enquiryRequest, messageResponse, CONTENT_API } from '@club/contracts';
import { tags } from './route-schemas.ts';
import { sendEnquiry } from './send-enquiry.ts';

/** The contact form (/Contactus): a visitor's enquiry to the club office. */
export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    CONTENT_API.enquiries,
    {
      config: {
        access: 'public',
        rateLimit: { max: ENQUIRY_LIMIT.max, timeWindow: ENQUIRY_LIMIT.windowMinutes * 60_000 },
      },
      schema: {
        tags,
        summary: 'Send an enquiry to the club office (rate-limited per address)',
        body: enquiryRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => sendEnquiry(ctx, request.actor, request.body),
  );
};
