import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { OutboxWorker } from './jobs/outbox.ts';
import type { Storage } from './storage/storage.ts';

/** What use cases need from the running app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  outbox: OutboxWorker;
  /** Uploaded files (DATA_DIR/uploads). */
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
