import type { AppContext } from '../../context.ts';
import { deliverInAppBatch } from './deliver-in-app.ts';
import { DELIVERIES_QUEUED_TOPIC } from './fan-out.ts';
import { failInterrupted, finishBroadcasts, workDue } from './finish.ts';
import { sendEmails, type EmailPolicy, type MailCache } from './send-email-delivery.ts';

export interface DeliverySenderOptions extends Partial<EmailPolicy> {
  /** Email loops running side by side (each sends one mail at a time). */
  emailLoops?: number;
  /** In-app deliveries per transaction. */
  inAppBatch?: number;
  /**
   * How often, when started, it asks whether anything is due (one cheap query when nothing
   * is; 0: only when drained by hand). A fan-out in any process also wakes it at once.
   */
  pollMs?: number;
}

export interface DrainResult {
  inApp: number;
  /** Emails claimed: sent, or refused (back in the queue or failed). */
  emails: number;
}

export interface DeliverySender {
  /** Sends every delivery due now (until none is left or it is stopped). */
  drain(): Promise<DrainResult>;
  start(): void;
  /** Stops claiming; waits for the sends in hand to be marked. */
  stop(): Promise<void>;
}

const DEFAULT_POLICY: EmailPolicy = { leaseSeconds: 300, maxAttempts: 4, backoffSeconds: 30 };

/** In-app deliveries per transaction, by default: one insert of notifications, one update. */
export const IN_APP_BATCH = 500;

/**
 * The broadcasts' delivery sender (decision 0008): a loop beside the outbox worker, started and
 * stopped with it. Each pass fails the emails interrupted after their send began, delivers the
 * in-app rows in batches and the emails one per loop iteration, then marks sent the broadcasts
 * with nothing left to send. Started, it polls with one query (`workDue`) and runs a pass only
 * when that finds something; a fan-out's live event wakes it between polls. Several senders (in one process or several) never take one row
 * twice: every claim is `for update skip locked` with a conditional update.
 */
export function createDeliverySender(
  ctx: AppContext,
  o: DeliverySenderOptions = {},
): DeliverySender {
  const policy: EmailPolicy = {
    leaseSeconds: o.leaseSeconds ?? DEFAULT_POLICY.leaseSeconds,
    maxAttempts: o.maxAttempts ?? DEFAULT_POLICY.maxAttempts,
    backoffSeconds: o.backoffSeconds ?? DEFAULT_POLICY.backoffSeconds,
  };
  const loops = o.emailLoops ?? 2;
  const batch = o.inAppBatch ?? IN_APP_BATCH;
  const pollMs = o.pollMs ?? 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrainResult> | undefined;
  let unsubscribe: (() => void) | undefined;
  let woken = false;

  async function inAppLoop(): Promise<number> {
    let n = 0;
    while (!stopped) {
      const k = await deliverInAppBatch(ctx.db, batch);
      if (k === 0) break;
      n += k;
    }
    return n;
  }

  const emailLoop = (cache: MailCache) => sendEmails(ctx, policy, cache, () => stopped);

  async function pass(): Promise<DrainResult> {
    if (stopped) return { inApp: 0, emails: 0 };
    await failInterrupted(ctx.db);
    const cache: MailCache = new Map();
    const [inApp, ...emails] = await Promise.all([
      inAppLoop(),
      ...Array.from({ length: loops }, () => emailLoop(cache)),
    ]);
    await finishBroadcasts(ctx.db);
    return { inApp, emails: emails.reduce((a, b) => a + b, 0) };
  }

  function drain(): Promise<DrainResult> {
    // One pass at a time; a caller arriving meanwhile waits for it, then runs again.
    const previous = running ?? Promise.resolve({ inApp: 0, emails: 0 });
    const next = previous.catch(() => undefined).then(pass);
    running = next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  /** A poll: one query; a pass only when something is due (or a fan-out woke it). */
  async function poll(): Promise<void> {
    const wake = woken;
    woken = false;
    if (wake || (await workDue(ctx.db))) await drain();
  }

  function schedule() {
    if (stopped || pollMs === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      poll()
        .catch((err) => ctx.log.error({ err }, 'broadcast delivery pass failed'))
        .finally(schedule);
    }, pollMs);
  }

  /** A fan-out wrote rows: poll now rather than at the next tick. */
  function wake() {
    if (stopped || pollMs === 0) return;
    woken = true;
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
      poll()
        .catch((err) => ctx.log.error({ err }, 'broadcast delivery pass failed'))
        .finally(schedule);
    }
  }

  return {
    drain,
    start() {
      stopped = false;
      unsubscribe ??= ctx.live.subscribe(DELIVERIES_QUEUED_TOPIC, wake);
      schedule();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      unsubscribe = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
