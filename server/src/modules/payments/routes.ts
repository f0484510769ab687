import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutClosedRequest,
  myPaymentsQuery,
  myPaymentsResponse,
  payDuesRequest,
  payDuesResponse,
  paymentResponse,
  verifyPaymentRequest,
} from '@club/contracts';
import { memberScope } from '../../plugins/auth/index.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { closeCheckout } from './close-checkout.ts';
import { createDuesPayment } from './create-dues-payment.ts';
import { handleWebhook } from './handle-webhook.ts';
import { listMyPayments } from './list-my-payments.ts';
import { verifyReturn } from './verify-return.ts';

const tags = ['payments'];

/** The member's payment routes and the provider's webhook. */
export function paymentRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = app.ctx;

    app.get(
      '/api/payments',
      {
        config: { access: ['M'] },
        schema: {
          tags,
          summary: "The member's payments, newest first, with the balance",
          querystring: myPaymentsQuery,
          response: { 200: myPaymentsResponse },
        },
      },
      async (request) =>
        listMyPayments(
          ctx.db,
          memberScope(request),
          request.query.pageIndex,
          request.query.pageSize,
        ),
    );

    app.post(
      '/api/payments/dues',
      {
        config: { access: ['M'] },
        schema: {
          tags,
          summary: 'Pay dues: creates the payment and the provider order for the checkout',
          body: payDuesRequest,
          response: { 201: payDuesResponse },
        },
      },
      async (request, reply) => {
        const answer = await createDuesPayment(
          ctx,
          provider,
          request,
          memberScope(request),
          request.body,
        );
        return reply.code(201).send(answer);
      },
    );

    app.post(
      '/api/payments/verify',
      {
        config: { access: ['M'] },
        schema: {
          tags,
          summary: "The checkout's result: verifies the signature and applies the payment",
          body: verifyPaymentRequest,
          response: { 200: paymentResponse },
        },
      },
      async (request) => verifyReturn(ctx, provider, request, memberScope(request), request.body),
    );

    app.post(
      '/api/payments/checkout-closed',
      {
        config: { access: ['M'] },
        schema: {
          tags,
          summary: 'The checkout closed without success: records what the provider says',
          body: checkoutClosedRequest,
          response: { 200: paymentResponse },
        },
      },
      async (request) =>
        closeCheckout(ctx, provider, request, memberScope(request), request.body.razorpay_order_id),
    );

    // Webhooks: the signature is over the raw body, so this route alone reads JSON as text.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        '/api/payments/webhook',
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
        async (request) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          return handleWebhook(ctx, provider, request, raw);
        },
      );
    });
  };
}
