import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { CatalogueCache } from './lib/catalogue-cache';
import type { AppDeps } from './lib/deps';
import { installErrorHandler } from './lib/error-handler';
import { drainServer } from './lib/drain-server';
import { linkRedis } from './lib/redis';
import { RazorpayKeysInForce, paymentConfigOf } from './lib/razorpay-keys';
import { installSecurityHeaders } from './lib/security-headers';
import { loadCacheState } from './modules/content';
import { warnOfSandboxInProduction } from './modules/payments';
import { listenForKeyChanges, loadRazorpayKeys } from './modules/payments/payments.plugin';
import { registerSeoRoutes } from './modules/seo/seo.plugin';
import { installSearchSoldRefresh } from './modules/catalogue/catalogue.plugin';
import { registerConsolePushWorker } from './modules/notifications/notifications.plugin';
import { cspSourcesOf, securityHeadersOf } from './plugins/csp-sources';
import { installDraining } from './plugins/draining';
import { warnOfWideDevOutbox } from './plugins/dev-outbox-warning';
import { registerExternalPlugins } from './plugins/external';
import { installJobWorker } from './plugins/job-worker';
import { openLiveOrders } from './plugins/live-orders';
import { installReadYourWrites } from './plugins/read-your-writes';
import { installRequestLanguage } from './plugins/request-language';
import { installResponseHeaders } from './plugins/response-headers';
import { serverOptions } from './plugins/server-options';
import { registerWebPages } from './plugins/web-pages';
import { apiScope } from './scopes/api-scope';
import { withZod } from './lib/app-type';

export type { App } from './lib/app-type';

export const API_PREFIX = '/api';

/** How long after a catalogue change reads skip the replica: far above a streaming replica's lag. */
const REPLICA_CATCH_UP_MS = 3000;

export interface BuildOptions {
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/**
 * Composition root: plugins (plugins/), then the API under /api in three scopes (scopes/: open
 * to anyone, signed-in shoppers behind one user guard, the console's staff behind one staff
 * guard), each call counted by the rate limiter before any guard runs; then the pages, the job
 * worker (jobs.ts lists its jobs) and the web app.
 */
export async function buildApp(
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const headers = securityHeadersOf(deps, await cspSourcesOf(deps));
  const app = Fastify(serverOptions(deps.config, headers, options.logStream));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installDraining(app, deps);
  installResponseHeaders(app);
  installRequestLanguage(app);
  installReadYourWrites(app, deps);
  warnOfSandboxInProduction(paymentConfigOf(deps), app.log);
  warnOfWideDevOutbox(app, deps.config);
  installSecurityHeaders(app, headers);
  await registerExternalPlugins(app, deps, API_PREFIX);

  const { orderMoves, orderStreams } = await openLiveOrders(app, deps);
  await app.register(apiScope(deps, orderStreams), { prefix: API_PREFIX });
  registerSeoRoutes(withZod(app), deps);
  registerConsolePushWorker(app);
  installJobWorker(app, deps, orderMoves);
  installSearchSoldRefresh(app, deps.database.db);
  await registerWebPages(app, deps);
  return app;
}

/** An app made by createApp; `close` closes it, then its Redis links. */
export interface CreatedApp {
  app: FastifyInstance;
  deps: AppDeps;
  /**
   * A stop without failing anyone: /api/health answers 503 "draining" for `drainMs` while every
   * call is still served (a balancer polling health routes away), then the listener closes (a
   * proxy's new connections are refused, which nginx retries on another process), the calls in
   * hand finish (lib/drain-server.ts), the job worker finishes its round, and the Redis links
   * close.
   */
  drain(drainMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app over an open database, as the server process and the test harness start it: the
 * catalogue cache from the database, the Redis links when REDIS_URL is set, then buildApp. The
 * database stays its opener's to close.
 */
export async function createApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<CreatedApp> {
  const cache = new CatalogueCache();
  cache.setState(await loadCacheState(database.db));
  // refill from the primary until a replica has surely replayed the change (read-routing.ts)
  cache.onChange = () => database.preferPrimaryFor?.(REPLICA_CATCH_UP_MS);
  const links = config.REDIS_URL ? await linkRedis(config.REDIS_URL, cache) : undefined;
  const deps: AppDeps = {
    config,
    database,
    cache,
    redis: links?.redis,
    lifecycle: { draining: false },
    razorpayKeys: new RazorpayKeysInForce(config),
  };
  // the keys connected in the console, in force before the first request; then kept in step
  await loadRazorpayKeys(deps);
  const keyChanges = await listenForKeyChanges(deps);
  const app = await buildApp(deps, options).catch((err: unknown) => {
    keyChanges.close();
    links?.close();
    throw err;
  });
  const close = async () => {
    await app.close();
    keyChanges.close();
    links?.close();
  };
  return {
    app,
    deps,
    drain: async (drainMs) => {
      deps.lifecycle.draining = true;
      await new Promise((r) => setTimeout(r, drainMs));
      await drainServer(app.server);
      await close();
    },
    close,
  };
}
