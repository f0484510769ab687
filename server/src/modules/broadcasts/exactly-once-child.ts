/*
 * A server process's delivery sender, for exactly-once-processes.test.ts (not loaded by the
 * server): opens the test's PostgreSQL database, sends through the test's SMTP server, prints
 * "ready" and drains until nothing is due (or the test kills it).
 */
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import { createDeliverySender } from './delivery-sender.ts';
import { smtpTransport } from './exactly-once-smtp.ts';

const database = openPostgres(process.env.CHILD_DATABASE_URL!);
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRYPT_COST: '1024',
    OUTBOX_POLL_MS: '0',
    DATA_DIR: `/tmp/club-test-${process.pid}`,
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://portal.test',
  }),
  { database, mailTransport: smtpTransport(Number(process.env.CHILD_SMTP_PORT)) },
);
await app.ready();
const sender = createDeliverySender(app.ctx, {
  emailLoops: 4,
  backoffSeconds: 0,
  maxAttempts: 3,
  leaseSeconds: Number(process.env.CHILD_LEASE_SECONDS ?? 300),
});
console.log('ready');
const done = await sender.drain();
console.log(JSON.stringify(done));
await app.close();
await database.close();
