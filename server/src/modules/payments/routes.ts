import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutClosedRequest,
  idParams,
  LANGUAGES,
  myPaymentsQuery,
  myPaymentsResponse,
  payDuesRequest,
  payDuesResponse,
  paymentResponse,
  ROLE,
  verifyPaymentRequest,
  PAYMENTS_API,
} from '@club/contracts';
import { closeCheckout } from './close-checkout.ts';
import { createDuesPayment } from './create-dues-payment.ts';
import { handleWebhook } from './handle-webhook.ts';
import { listMyPayments } from './list-my-payments.ts';
import { getReceiptPdf } from './get-receipt-pdf.ts';
import { verifyReturn } from './verify-return.ts';

const tags = ['payments'];

const receiptQuery = z.object({
  lang: z.enum(LANGUAGES, { message: 'validation.oneOf' }).default('en'),
});

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/** The member's payment routes and the provider's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    PAYMENTS_API.mine,
    {
      config: { access: [ROLE.member] },
      schema: {
        tags,
        summary: "The member's payments, newest first, with the balance",
        querystring: myPaymentsQuery,
        response: { 200: myPaymentsResponse },
      },
    },
    async (request) => listMyPayments(ctx, request.actor, request.query),
  );

  app.post(
    PAYMENTS_API.dues,
    {
      config: { access: [ROLE.member] },
      schema: {
        tags,
        summary: 'Pay dues: creates the payment and the provider order for the checkout',
        body: payDuesRequest,
        response: { 201: payDuesResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDuesPayment(ctx, request.actor, request.body)),
  );

  app.post(
    PAYMENTS_API.verify,
    {
      config: { access: [ROLE.member] },
      schema: {
        tags,
        summary: "The checkout's result: verifies the signature and applies the payment",
        body: verifyPaymentRequest,
        response: { 200: paymentResponse },
      },
    },
    async (request) => verifyReturn(ctx, request.actor, request.body),
  );

  app.post(
    PAYMENTS_API.checkoutClosed,
    {
      config: { access: [ROLE.member] },
      schema: {
        tags,
        summary: 'The checkout closed without success: records what the provider says',
        body: checkoutClosedRequest,
        response: { 200: paymentResponse },
      },
    },
    async (request) => closeCheckout(ctx, request.actor, request.body),
  );

  // A captured payment's receipt: the member's own, and any for the office.
  for (const [url, asStaff] of [
    [`${PAYMENTS_API.mine}/:id/receipt.pdf`, false],
    [`${PAYMENTS_API.admin}/:id/receipt.pdf`, true],
  ] as const) {
    app.get(
      url,
      {
        config: { access: [asStaff ? ROLE.admin : ROLE.member] },
        schema: {
          tags,
          summary: "A completed online payment's receipt (PDF), in the language asked for",
          params: idParams,
          querystring: receiptQuery,
        },
      },
      async (request, reply) => {
        const file = await getReceiptPdf(ctx, request.actor, {
          id: request.params.id,
          lang: request.query.lang,
          asStaff,
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.data);
      },
    );
  }

  // Webhooks: the signature is over the raw body, so this route alone reads JSON as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      PAYMENTS_API.webhook,
      {
        config: { access: 'public', crossOrigin: true },
        schema: {
          tags,
          summary: "The provider's webhooks (X-Razorpay-Signature over the raw body)",
          response: {
            200: z.object({
              outcome: z.enum(['applied', 'unchanged', 'ignored', 'duplicate']),
            }),
          },
        },
      },
      async (request) =>
        handleWebhook(ctx, request.actor, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: header(request.headers['x-razorpay-signature']),
          eventId: header(request.headers['x-razorpay-event-id']),
        }),
    );
  });
};
