import { PAYMENTS_API } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemActor } from '../../actor.ts';
import { getSettings } from '../settings/index.ts';
import { createIntervalJob } from '../../jobs/interval-job.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { SandboxProvider } from '../../payments/sandbox.ts';
import { returnPathOf } from './return-path.ts';
import {
  reconcilePayments,
  type ReconcileOptions,
  type ReconcileSummary,
} from './reconcile-payments.ts';
import { paymentRoutes } from './routes.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout-routes.ts';

export interface PaymentsService {
  provider: PaymentProvider;
  /** The built-in provider when it is the one in use (tests drive its checkout). */
  sandbox: SandboxProvider | null;
  /** One reconciliation run (the job calls it on a timer; tests call it directly). */
  reconcile(options?: Partial<ReconcileOptions>): Promise<ReconcileSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/**
 * Payments: with the provider of the app's context (Razorpay with its keys, else the
 * sandbox), registers the member routes, the webhook and the sandbox checkout, and runs the
 * reconciliation job in the server process.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { startWorkers?: boolean }) => {
    const ctx = app.ctx;
    const config = ctx.config;
    const { payments: provider, sandbox } = ctx;
    if (sandbox) {
      // The sandbox's webhooks go to this server's own webhook route, signed, as Razorpay's do.
      sandbox.setDeliverer(async (hook) => {
        const res = await app.inject({
          method: 'POST',
          url: PAYMENTS_API.webhook,
          headers: { 'content-type': 'application/json', ...hook.headers },
          payload: hook.body,
        });
        if (res.statusCode >= 400) {
          app.log.warn({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
        }
      });
      if (config.NODE_ENV === 'production') {
        app.log.warn(
          'payments use the built-in sandbox: set the RAZORPAY_* keys to take real payments',
        );
      }
    }

    const reconcile = (o: Partial<ReconcileOptions> = {}) =>
      reconcilePayments(ctx, systemActor('payments.reconcile'), {
        abandonMinutes: config.PAYMENTS_ABANDON_MINUTES,
        ...o,
      });
    app.decorate('payments', { provider, sandbox, reconcile });

    await app.register(paymentRoutes);
    if (sandbox)
      await app.register(
        sandboxCheckoutRoutes({
          config,
          sandbox,
          settings: () => getSettings(ctx.db),
          returnPath: (providerOrderId) => returnPathOf(ctx, providerOrderId),
        }),
      );

    const job = createIntervalJob(
      'payment reconciliation',
      () => reconcile(),
      app.log,
      config.PAYMENTS_RECONCILE_MS,
      (s) => (s.captured + s.failed + s.abandoned + s.errors > 0 ? s : null),
    );
    if (opts.startWorkers) app.addHook('onReady', async () => job.start());
    app.addHook('preClose', async () => {
      await job.stop();
      await sandbox?.idle();
    });
  },
  { name: 'payments' },
);
