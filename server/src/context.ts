import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Actor } from './actor.ts';
import type { OutboxTopic, OutboxTopics, OutboxWorker } from './jobs/outbox.ts';
import type { MailTransport } from './mail/transport.ts';
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
  /** Mail delivery (SMTP or .eml files); use cases enqueue mails on the outbox instead. */
  mail: MailTransport;
  /** Uploaded files (DATA_DIR/uploads). */
  storage: Storage;
  /** The card payment provider (Razorpay or the built-in sandbox). */
  payments: PaymentProvider;
  /** The sandbox provider when it is the one in use (its checkout page drives it). */
  sandbox: SandboxProvider | null;
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
