import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRazorpayProvider } from '../../payments/razorpay.ts';
import { selectedProvider, type PaymentProvider } from '../../payments/provider.ts';
import { createSandboxProvider, type SandboxProvider } from '../../payments/sandbox.ts';
import {
  createReconciler,
  reconcilePayments,
  type ReconcileOptions,
  type ReconcileSummary,
} from './reconcile.ts';
import { paymentRoutes } from './routes.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.ts';

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
 * Payments: picks the provider from the configuration (Razorpay with its keys, else the
 * sandbox), registers the member routes, the webhook and the sandbox checkout, and runs the
 * reconciliation job in the server process.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { startWorkers?: boolean }) => {
    const ctx = app.ctx;
    const config = ctx.config;
    let provider: PaymentProvider;
    let sandbox: SandboxProvider | null = null;
    if (selectedProvider(config) === 'razorpay') {
      const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
      if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) {
        throw new Error(
          'PAYMENTS_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.',
        );
      }
      provider = createRazorpayProvider({
        keyId: RAZORPAY_KEY_ID,
        keySecret: RAZORPAY_KEY_SECRET,
        webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      });
    } else {
      sandbox = createSandboxProvider(
        ctx.db,
        config.PAYMENTS_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
      );
      // The sandbox's webhooks go to this server's own webhook route, signed, as Razorpay's do.
      sandbox.setDeliverer(async (hook) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', ...hook.headers },
          payload: hook.body,
        });
        if (res.statusCode >= 400) {
          app.log.warn({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
        }
      });
      provider = sandbox;
      if (config.NODE_ENV === 'production') {
        app.log.warn(
          'payments use the built-in sandbox: set the RAZORPAY_* keys to take real payments',
        );
      }
    }

    const reconcile = (o: Partial<ReconcileOptions> = {}) =>
      reconcilePayments(ctx.db, provider, app.log, {
        abandonMinutes: config.PAYMENTS_ABANDON_MINUTES,
        ...o,
      });
    app.decorate('payments', { provider, sandbox, reconcile });

    await app.register(paymentRoutes(provider));
    if (sandbox) await app.register(sandboxCheckoutRoutes({ config, db: ctx.db, sandbox }));

    const job = createReconciler(() => reconcile(), app.log, config.PAYMENTS_RECONCILE_MS);
    if (opts.startWorkers) app.addHook('onReady', async () => job.start());
    app.addHook('preClose', async () => {
      await job.stop();
      await sandbox?.idle();
    });
  },
  { name: 'payments' },
);
