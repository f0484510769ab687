import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import path from 'node:path';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { systemClock, type AppContext, type TopicHandlers } from './context.ts';
import type { Database } from './db/client.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { createOutboxWorker, type OutboxTopic } from './jobs/outbox.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { systemActor, type Actor } from './actor.ts';
import { createIntervalJob } from './jobs/interval-job.ts';
import { adminDashboardHttp } from './modules/admin-dashboard/http.ts';
import { auditHttp } from './modules/audit/http.ts';
import { authTopicHandlers, purgeExpired } from './modules/auth/index.ts';
import { memberTopicHandlers } from './modules/members/index.ts';
import { authHttp } from './modules/auth/http.ts';
import { publicPageHead } from './modules/content/index.ts';
import { contentHttp } from './modules/content/http.ts';
import { filesHttp } from './modules/files/http.ts';
import { mailHttp } from './modules/mail/http.ts';
import { membersHttp } from './modules/members/http.ts';
import { paymentsPlugin } from './modules/payments/plugin.ts';
import { reportsHttp } from './modules/reports/http.ts';
import { settingsHttp } from './modules/settings/http.ts';
import { statementsHttp } from './modules/statements/http.ts';
import { systemHttp } from './modules/system/http.ts';
import { authPlugin } from './plugins/auth/index.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { loadAppRenderer, pageChunks } from './plugins/web-manifest.ts';
import { createDiskStorage, type Storage } from './storage/storage.ts';

export interface BuildOptions {
  /** An already opened and migrated database (tests); else the configured one is opened. */
  database?: Database;
  mailTransport?: MailTransport;
  storage?: Storage;
  /** Start the outbox worker's polling (the server does; tests drain by hand). */
  startWorkers?: boolean;
}

/** Builds the whole app: plugins, then modules. Used by main.ts and by the tests. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openConfiguredDatabase(config));
  const transport = options.mailTransport ?? createMailTransport(config);
  const outbox = createOutboxWorker(database.db, transport, app.log, config.OUTBOX_POLL_MS);
  const storage = options.storage ?? createDiskStorage(path.join(config.DATA_DIR, 'uploads'));
  const { provider, sandbox } = createPaymentProvider(config, database.db);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    outbox,
    mail: transport,
    storage,
    payments: provider,
    sandbox,
    log: app.log,
    clock: systemClock,
  };
  app.decorate('ctx', ctx);

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
    transport.close();
    if (!options.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config, extraSources: provider.csp });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 6, fields: 50, fieldSize: 100_000 },
  });
  await app.register(authPlugin, { config, db: database.db });
  await app.register(openapiPlugin);

  // Each module's HTTP side (modules/<area>/http.ts); payments also runs its job.
  await app.register(systemHttp);
  await app.register(settingsHttp);
  await app.register(mailHttp);
  await app.register(authHttp);
  await app.register(filesHttp);
  await app.register(contentHttp);
  await app.register(membersHttp);
  await app.register(auditHttp);
  await app.register(statementsHttp);
  await app.register(paymentsPlugin, { startWorkers: options.startWorkers ?? false });
  await app.register(reportsHttp);
  await app.register(adminDashboardHttp);

  const chunksOf = pageChunks(config.WEB_DIST);
  const renderer = await loadAppRenderer(config.WEB_DIST).catch((err: unknown) => {
    app.log.error({ err }, 'the server renderer did not load; public pages render in the browser');
    return undefined;
  });
  await app.register(staticWebPlugin, {
    config,
    pageHead: (pathAfterBase, request) =>
      publicPageHead(
        app,
        config,
        pathAfterBase,
        chunksOf,
        renderer && { renderer, acceptLanguage: request.headers['accept-language'] },
      ),
  });

  // Each module's handlers of its outbox topics run as the system after the commit.
  const topicHandlers: TopicHandlers[] = [authTopicHandlers, memberTopicHandlers];
  for (const handlers of topicHandlers) {
    for (const [topic, handle] of Object.entries(handlers) as [
      OutboxTopic,
      (c: AppContext, a: Actor, input: unknown) => Promise<void>,
    ][]) {
      outbox.on(topic, (payload) => handle(ctx, systemActor(`outbox:${topic}`), payload));
    }
  }

  const housekeeping = createIntervalJob(
    'housekeeping',
    () => purgeExpired(ctx, systemActor('housekeeping')),
    app.log,
    config.HOUSEKEEPING_MS,
    (r) => (r.sessions + r.links > 0 ? r : null),
  );
  app.addHook('preClose', async () => housekeeping.stop());
  if (options.startWorkers) {
    app.addHook('onReady', async () => {
      outbox.start();
      housekeeping.start();
    });
  }
  return app;
}
