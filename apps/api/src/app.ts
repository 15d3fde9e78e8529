import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { useGreekMessages } from '@tennis/contracts';
import { trustProxySetting, type Env } from './config/env.js';
import type { Database, Db } from './db/client.js';
import { createFileStorage } from './files/create-file-storage.js';
import type { FileStorage } from './files/file-storage.js';
import type { CounterStore } from './lib/counter-store.js';
import { createCounterStore } from './lib/create-counter-store.js';
import { rateLimitStoreOn } from './lib/rate-limit-store.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerDocs } from './plugins/docs.js';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { registerLiveUpdates } from './live/register-live-updates.js';
import { registerReadYourWrites } from './plugins/read-your-writes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { validateRouteInput } from './plugins/validation.js';
import { defaultWebDist, registerWeb } from './plugins/web.js';
import { registerRoutes } from './routes.js';
import { createVisitCounter, type VisitCounter } from './stats/site-visits.js';
import { loggerSetup } from './logging/logger-options.js';
import { registerRequestIdHeader, requestIdOf } from './logging/request-id.js';
import { registerMetrics } from './metrics/register-metrics.js';
import { registerHealthProbes } from './system/health-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    database: Database;
    /** The rate-limit counters every API process shares. */
    counters: CounterStore;
    /** Pages opened in a browser, summed and written every few seconds (site traffic). */
    siteVisits: VisitCounter;
    /** Where every upload is written and read: the bucket STORAGE_URL names, or DATA_DIR/uploads. */
    storage: FileStorage;
  }
}

export type AppDeps = { env: Env; database: Database };

/** Upload limit of every multipart route (posters, proclamations, media). */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Builds the whole HTTP application on the given database. Tests call this with
 * a fresh database and talk to it with `app.inject()`; server.ts listens on it.
 */
export async function buildApp({ env, database }: AppDeps): Promise<FastifyInstance> {
  useGreekMessages();
  const log = loggerSetup(env);
  const app = Fastify({
    logger: log.logger,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // The proxy's X-Request-Id when sane (logging/request-id.ts), Fastify's `reqId` on every log line of the request.
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validateRouteInput);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.addHook('onClose', async () => log.close());
  const files = createFileStorage(env);
  app.decorate('storage', files.storage);
  app.addHook('onClose', () => files.close());

  registerErrorHandling(app, env);
  registerRequestIdHeader(app);
  registerMetrics(app);
  registerSecurityHeaders(app, env);
  await app.register(cookie, { secret: env.AUTH_SECRET });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20 } });
  // Routes opt in with `config: { rateLimit: {...} }` (login, register, forgot-password, contact).
  // The counters are shared (database or Redis), so the limits hold across processes.
  const counters = createCounterStore(env, database.db);
  app.decorate('counters', counters);
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, { global: false, store: rateLimitStoreOn(counters) });
  registerCsrf(app, { secure: env.APP_URL.startsWith('https://') });
  app.decorate('siteVisits', createVisitCounter(app, env.AUTH_SECRET));
  registerReadYourWrites(app);
  registerLiveUpdates(app);
  await registerDocs(app);
  // On the root, after the docs (so the OpenAPI document lists them) and outside the routes' session and logs.
  registerHealthProbes(app);
  await app.register(registerRoutes);
  await registerWeb(app, env.WEB_DIST ?? defaultWebDist());
  return app;
}
