import type { PaymentPurpose } from '@club/contracts';
import type { Config } from './config.ts';
import type { Database, Db, Tx } from './db/client.ts';
import type { paymentRefunds, payments } from './db/schema/index.ts';
import type { Actor } from './actor.ts';
import type { OutboxTopic, OutboxTopics, OutboxWorker } from './jobs/outbox.ts';
import type { LiveEvents } from './live/events.ts';
import type { MailTransport } from './mail/transport.ts';
import type { LinkSigner } from './lib/link-signing.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { MemberReads } from './live/member-reads.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { SandboxProvider } from './payments/sandbox.ts';
import type { Storage } from './storage/storage.ts';

/** The time, as use cases read it (tests may fix it). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * What use cases need from the running app: the database and the ports to the outside world.
 * A use case is `(ctx, actor, input) -> Promise<answer>`; it never sees Fastify.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Side effects after commit (mails, later notifications): see jobs/outbox.ts. */
  outbox: OutboxWorker;
  /** Live events for the browsers watching (server-sent events); publish with live/events.ts. */
  live: LiveEvents;
  /**
   * The public reads' cache (settings, public pages, banners, committee, affiliated clubs):
   * filled by their routes, invalidated by changePublicData (live/public-reads.ts).
   */
  reads: ReadCache;
  /**
   * The member's own reads kept (the dashboard's and the statement's opening answers), emptied
   * by any write to what they are read from (live/member-reads.ts).
   */
  memberReads: MemberReads;
  /** Mail delivery (SMTP or .eml files); use cases enqueue mails on the outbox instead. */
  mail: MailTransport;
  /** Uploaded files (DATA_DIR/uploads). */
  storage: Storage;
  /** The card payment provider (Razorpay or the built-in sandbox). */
  payments: PaymentProvider;
  /** The sandbox provider when it is the one in use (its checkout page drives it). */
  sandbox: SandboxProvider | null;
  /** What each purpose of a card payment does when it is captured, given up or refunded. */
  paymentPurposes: PaymentPurposeHandlers;
  /** Signs and checks links in mails (LINK_SIGNING_SECRET, else the data folder's key). */
  links: LinkSigner;
  /** Logs what a use case cannot tell its caller (a provider's refusal, a job's failure). */
  log: Logger;
  clock: Clock;
}

/**
 * A module's handlers of outbox topics: use cases the worker runs as the system after the
 * commit, with the entry's payload as input (registered by app.ts).
 */
export type TopicHandlers = {
  [T in OutboxTopic]?: (ctx: AppContext, actor: Actor, input: OutboxTopics[T]) => Promise<void>;
};

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * What a payment's purpose ('dues', 'fnb_order') does at each turn of the payment, inside the
 * payments module's transaction (the payment's row is locked; each turn runs once): the
 * module that owns the purpose registers it (app.ts), so the payments module knows no order or
 * booking.
 */
export interface PaymentPurposeHandler {
  /** The payment was captured: post its ledger entries and complete what it pays. */
  captured(ctx: AppContext, tx: Tx, actor: Actor, payment: PaymentRow): Promise<void>;
  /** The portal stopped waiting for it without a capture (closed, abandoned, refused). */
  givenUp(ctx: AppContext, tx: Tx, actor: Actor, payment: PaymentRow): Promise<void>;
  /** The provider issued one of its refunds: post the money going back. */
  refunded(
    ctx: AppContext,
    tx: Tx,
    actor: Actor,
    payment: PaymentRow,
    refund: RefundRow,
  ): Promise<void>;
  /** Where the browser returns from the sandbox's checkout (a path inside the web app). */
  returnPath(payment: PaymentRow): string;
}
export type PaymentPurposeHandlers = Record<PaymentPurpose, PaymentPurposeHandler>;

/** The part of pino's logger a use case may use. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
