import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { selectedProvider, type PaymentProvider } from './provider.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.ts';

/**
 * The provider the configuration selects: Razorpay with its keys, else the built-in sandbox
 * (returned twice: as the port, and as itself so that its checkout page can drive it).
 */
export function createPaymentProvider(
  config: Config,
  db: Db,
): { provider: PaymentProvider; sandbox: SandboxProvider | null } {
  if (selectedProvider(config) === 'razorpay') {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
    if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) {
      throw new Error(
        'PAYMENTS_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.',
      );
    }
    const provider = createRazorpayProvider({
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    });
    return { provider, sandbox: null };
  }
  const sandbox = createSandboxProvider(
    db,
    config.PAYMENTS_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
  );
  return { provider: sandbox, sandbox };
}
