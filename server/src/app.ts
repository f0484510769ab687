import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import path from 'node:path';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createLinkSigner, dataFolderSecret } from './lib/link-signing.ts';
import { systemClock, type AppContext, type TopicHandlers } from './context.ts';
import type { Database } from './db/client.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { createOutboxWorker, type OutboxTopic } from './jobs/outbox.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { systemActor, type Actor } from './actor.ts';
import { createIntervalJob } from './jobs/interval-job.ts';
import { createLiveEvents } from './live/events.ts';
import { createMemberReads } from './live/member-reads.ts';
import { listenPublicData } from './live/public-reads.ts';
import { createReadCache } from './lib/read-cache.ts';
import { adminDashboardHttp } from './modules/admin-dashboard/http.ts';
import { analyticsHttp } from './modules/analytics/http.ts';
import { memberDashboardHttp } from './modules/member-dashboard/http.ts';
import { auditHttp } from './modules/audit/http.ts';
import { authTopicHandlers, purgeExpired } from './modules/auth/index.ts';
import { memberTopicHandlers } from './modules/members/index.ts';
import { authHttp } from './modules/auth/http.ts';
import {
  memberPageHead,
  newsPageHead,
  notFoundPageHead,
  publicPageHead,
  signInPageHead,
} from './modules/content/index.ts';
import { contentHttp } from './modules/content/http.ts';
import { newsHttp } from './modules/news/http.ts';
import { filesHttp } from './modules/files/http.ts';
import { fnbOrderPaymentPurpose } from './modules/fnb/index.ts';
import { banquetAdvancePaymentPurpose, banquetTopicHandlers } from './modules/banquets/index.ts';
import {
  eventBookingPaymentPurpose,
  eventTopicHandlers,
  expireWaitlistOffers,
} from './modules/events/index.ts';
import { broadcastsHttp } from './modules/broadcasts/http.ts';
import { broadcastTopicHandlers, createDeliverySender } from './modules/broadcasts/index.ts';
import { directoryHttp } from './modules/directory/http.ts';
import { feedbackHttp } from './modules/feedback/http.ts';
import { inboxHttp } from './modules/inbox/http.ts';
import { chatHttp } from './modules/chat/http.ts';
import { tasksHttp } from './modules/tasks/http.ts';
import { privacyHttp } from './modules/privacy/http.ts';
import { privacyTopicHandlers, purgeExpiredExports } from './modules/privacy/index.ts';
import { profileHttp } from './modules/profile/http.ts';
import { raiseFeedbackFollowUps } from './modules/tasks/index.ts';
import { feedbackTopicHandlers } from './modules/feedback/index.ts';
import { notificationsHttp } from './modules/notifications/http.ts';
import { notificationTopicHandlers } from './modules/notifications/index.ts';
import { fnbHttp } from './modules/fnb/http.ts';
import { banquetsHttp } from './modules/banquets/http.ts';
import { calendarHttp } from './modules/calendar/http.ts';
import { chambersHttp } from './modules/chambers/http.ts';
import { chamberTopicHandlers } from './modules/chambers/index.ts';
import { eventsHttp } from './modules/events/http.ts';
import { mailHttp } from './modules/mail/http.ts';
import { membersHttp } from './modules/members/http.ts';
import { duesPaymentPurpose, paymentTopicHandlers } from './modules/payments/index.ts';
import { postMinimumShortfalls } from './modules/minimum-spend/index.ts';
import { paymentsPlugin } from './modules/payments/plugin.ts';
import { reportsHttp } from './modules/reports/http.ts';
import { settingsHttp } from './modules/settings/http.ts';
import { statementsHttp } from './modules/statements/http.ts';
import { systemHttp } from './modules/system/http.ts';
import { authPlugin, SESSION_COOKIE } from './plugins/auth/index.ts';
import { loggableError } from './lib/loggable-error.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { firstPaintOf, staticWebPlugin } from './plugins/static-web.ts';
import { loadServerRenderer, pageChunks } from './plugins/web-manifest.ts';
import { createDiskStorage, type Storage } from './storage/storage.ts';
import { createOpsWorkers } from './ops/backup-schedule.ts';

export interface BuildOptions {
  /** An already opened and migrated database (tests); else the configured one is opened. */
  database?: Database;
  /**
   * The configured database, already opening (main.ts starts it before the app's code loads);
   * the app owns it and closes it, as one it opened itself.
   */
  opening?: Promise<Database>;
  mailTransport?: MailTransport;
  storage?: Storage;
  /** Start the outbox worker's polling (the server does; tests drain by hand). */
  startWorkers?: boolean;
  /** Where log lines go (tests read them); else stdout. */
  logStream?: { write(line: string): void };
}

/**
 * The request log: one line per request when it is answered (method, path without its query,
 * status, milliseconds) instead of Fastify's two; one-time links carry their tokens in the query.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error || reply.statusCode >= 500) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}

/** A promise's outcome as a value, so it can wait while other awaits run (no unhandled rejection). */
function settled<T>(promise: Promise<T>): Promise<{ value: T } | { err: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (err: unknown) => ({ err }),
  );
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
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            serializers: { err: loggableError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new OneLinePerRequest(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Answers the router and the HTTP server give before any route runs (414, 431, ...) are
    // problem+json too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The web app's server renderer (a large module) loads while the database opens: a start
  // waits for the longer of the two, not their sum (bench/HISTORY.md, "Start to ready").
  const webModule = settled(loadServerRenderer(config.WEB_DIST));
  const database = options.database ?? (await (options.opening ?? openConfiguredDatabase(config)));
  const transport = options.mailTransport ?? createMailTransport(config);
  const outbox = createOutboxWorker(database.db, transport, app.log, config.OUTBOX_POLL_MS);
  const storage = options.storage ?? createDiskStorage(path.join(config.DATA_DIR, 'uploads'));
  const { provider, sandbox } = createPaymentProvider(config, database.db);
  const live = createLiveEvents(database, app.log);
  await live.start();
  // The public reads' cache, kept in step with the other processes' changes (NOTIFY).
  const reads = createReadCache();
  const stopReads = await listenPublicData(database, reads, app.log);
  // The member's dashboard and statement answers, forgotten at any change to what they show.
  const memberReads = await createMemberReads(database, app.log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    outbox,
    live,
    reads,
    memberReads,
    mail: transport,
    storage,
    payments: provider,
    sandbox,
    // Each purpose of a card payment, handled by the module that owns what it pays.
    paymentPurposes: {
      dues: duesPaymentPurpose,
      fnb_order: fnbOrderPaymentPurpose,
      banquet_advance: banquetAdvancePaymentPurpose,
      event_booking: eventBookingPaymentPurpose,
    },
    links: createLinkSigner(config.LINK_SIGNING_SECRET ?? dataFolderSecret(config.DATA_DIR)),
    log: app.log,
    clock: systemClock,
  };
  app.decorate('ctx', ctx);
  // The broadcasts' deliveries: a loop beside the outbox worker, started and stopped with it.
  const deliveries = createDeliverySender(ctx, { pollMs: config.OUTBOX_POLL_MS });

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await live.stop();
    await stopReads();
    await memberReads.stop();
    await deliveries.stop();
    await outbox.stop();
    transport.close();
    if (!options.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { config, extraSources: provider.csp });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 6, fields: 50, fieldSize: 100_000 },
  });
  await app.register(authPlugin, { config, database });
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
  await app.register(analyticsHttp);
  await app.register(memberDashboardHttp);
  await app.register(fnbHttp);
  await app.register(chambersHttp);
  await app.register(calendarHttp);
  await app.register(banquetsHttp);
  await app.register(eventsHttp);
  await app.register(feedbackHttp);
  await app.register(directoryHttp);
  await app.register(broadcastsHttp);
  await app.register(notificationsHttp);
  await app.register(inboxHttp);
  await app.register(chatHttp);
  await app.register(tasksHttp);
  await app.register(privacyHttp);
  await app.register(profileHttp);
  await app.register(newsHttp);

  const chunksOf = pageChunks(config.WEB_DIST);
  const webLoad = await webModule;
  if ('err' in webLoad)
    app.log.error(
      { err: webLoad.err },
      'the server renderer did not load; public pages render in the browser and every path is served as the app',
    );
  const { render: renderer, isAppPath, titleOf } = 'value' in webLoad ? webLoad.value : {};
  // The reader's chosen language (the first-paint cookie), else the browser's.
  const readerLanguage = (request: FastifyRequest) =>
    firstPaintOf(request).language ?? request.headers['accept-language'];
  // The server draws a public page in the reader's language, unless the app would draw it
  // otherwise (a signed-in reader, a layout of their own).
  const drawing = (request: FastifyRequest) => {
    if (!renderer || firstPaintOf(request).appDraws) return undefined;
    return { renderer, acceptLanguage: readerLanguage(request) };
  };
  await app.register(staticWebPlugin, {
    config,
    pageHead: async (pathAfterBase, request) => {
      const paint = firstPaintOf(request);
      const acceptLanguage = readerLanguage(request);
      const render = drawing(request);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return (
        (await publicPageHead(app, config, pathAfterBase, chunksOf, render, acceptLanguage)) ??
        // The club's news (/news, /news/<slug>): drawn like the public pages.
        (await newsPageHead(app, config, pathAfterBase, {
          search,
          chunksOf,
          render,
          acceptLanguage,
          ...(titleOf ? { titleOf } : {}),
        })) ??
        // A member's own page: drawn with their session's reads (a layout of their own: the app).
        (await memberPageHead(app, config, pathAfterBase, {
          cookie: request.headers.cookie,
          search,
          width: paint.widthClass,
          chunksOf,
          render: renderer && !paint.customLayout ? { renderer, acceptLanguage } : undefined,
          ...(titleOf ? { titleOf } : {}),
        })) ??
        signInPageHead(app, config, pathAfterBase, {
          chunksOf,
          render,
          acceptLanguage,
          signedOut: !request.cookies?.[SESSION_COOKIE],
          search,
          ...(titleOf ? { titleOf } : {}),
        })
      );
    },
    ...(isAppPath ? { isAppPath } : {}),
    notFoundPage: (pathAfterBase, request) =>
      notFoundPageHead(app, config, pathAfterBase, drawing(request)),
  });

  // Each module's handlers of its outbox topics run as the system after the commit.
  const topicHandlers: TopicHandlers[] = [
    authTopicHandlers,
    memberTopicHandlers,
    chamberTopicHandlers,
    banquetTopicHandlers,
    eventTopicHandlers,
    paymentTopicHandlers,
    feedbackTopicHandlers,
    broadcastTopicHandlers,
    notificationTopicHandlers,
    privacyTopicHandlers,
  ];
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
  const waitlist = createIntervalJob(
    'event waitlist offers',
    () => expireWaitlistOffers(ctx, systemActor('events.waitlist')),
    app.log,
    config.EVENTS_WAITLIST_MS,
    (r) => (r.expired + r.offered > 0 ? r : null),
  );
  app.addHook('preClose', async () => waitlist.stop());
  const minimumSpend = createIntervalJob(
    'food and beverage minimum',
    () => postMinimumShortfalls(ctx, systemActor('minimum-spend')),
    app.log,
    config.MINIMUM_SPEND_MS,
    (r) => (r.posted > 0 ? r : null),
  );
  app.addHook('preClose', async () => minimumSpend.stop());
  // Feedback unanswered past its due time: the office's follow-up task (once each).
  const followUps = createIntervalJob(
    'task follow-ups',
    () => raiseFeedbackFollowUps(ctx, systemActor('tasks.follow_ups')),
    app.log,
    config.HOUSEKEEPING_MS,
    (made) => (made > 0 ? { made } : null),
  );
  app.addHook('preClose', async () => followUps.stop());
  // Members' data downloads past their links' end: files removed, marked expired.
  const dataExports = createIntervalJob(
    'expired data exports',
    () => purgeExpiredExports(ctx, systemActor('privacy.exports')),
    app.log,
    config.HOUSEKEEPING_MS,
    (expired) => (expired > 0 ? { expired } : null),
  );
  app.addHook('preClose', async () => dataExports.stop());
  // Scheduled backups, and the embedded engine's socket `npm run backup` asks (ops/).
  const ops = createOpsWorkers(ctx, app.log);
  app.addHook('preClose', async () => ops.stop());
  if (options.startWorkers) {
    app.addHook('onReady', async () => {
      outbox.start();
      deliveries.start();
      housekeeping.start();
      waitlist.start();
      minimumSpend.start();
      followUps.start();
      dataExports.start();
      await ops.start();
    });
  }
  return app;
}
