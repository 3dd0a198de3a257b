import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestAsyncHookHandler,
} from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { withZod } from './lib/app-type';
import type { AppDeps } from './lib/deps';
import { installErrorHandler } from './lib/error-handler';
import { isLoopbackAddress } from './lib/local-request';
import { devOutboxEnabled } from './lib/messaging';
import { installApiRateLimits, KnownClients } from './lib/rate-limits';
import { RequestLog, requestForLog } from './lib/request-log';
import {
  ANALYTICS_SOURCES,
  installSecurityHeaders,
  securityHeaders,
  type CspSources,
} from './lib/security-headers';
import {
  FirstScreenMissed,
  registerConsoleApp,
  registerWebApp,
  type PageVisitor,
} from './lib/web-app';
import { loadFirstScreenRenderer, withFirstScreen } from './lib/first-screen-render';
import { registerHealthRoutes } from './modules/health';
import { getSetting } from './modules/content';
import {
  registerContentAdminRoutes,
  registerContentRoutes,
} from './modules/content/content.plugin';
import {
  registerCatalogueAdminRoutes,
  registerCatalogueCsvAdminRoutes,
  registerCatalogueRoutes,
} from './modules/catalogue/catalogue.plugin';
import { registerCartRoutes } from './modules/cart/cart.plugin';
import { mapCspSources } from './modules/address';
import {
  registerAddressPublicRoutes,
  registerAddressUserRoutes,
} from './modules/address/address.plugin';
import {
  registerDeliveryAdminRoutes,
  registerDeliveryPublicRoutes,
} from './modules/delivery/delivery.plugin';
import { firstScreenTags, headFor, injectHead, loadFirstScreenManifest } from './modules/seo';
import { registerSeoRoutes } from './modules/seo/seo.plugin';
import { loginCspSources, requireUser } from './modules/auth';
import {
  registerAuthPublicRoutes,
  registerAuthUserRoutes,
  registerDevOutboxRoute,
} from './modules/auth/auth.plugin';
import { registerUsersUserRoutes } from './modules/users/users.plugin';
import {
  registerOffersAdminRoutes,
  registerOffersPublicRoutes,
} from './modules/offers/offers.plugin';
import {
  registerCheckoutPublicRoutes,
  registerCheckoutUserRoutes,
  PAYMENT_DEADLINE_JOB,
} from './modules/checkout/checkout.plugin';
import { paymentCspSources, warnOfSandboxInProduction } from './modules/payments';
import {
  registerPaymentsAdminRoutes,
  registerPaymentUserRoutes,
  registerPaymentWebhookRoute,
  paymentDeadlineJob,
  duplicatePaymentJob,
  DUPLICATE_PAYMENT_REFUND_JOB,
} from './modules/payments/payments.plugin';
import {
  ORDER_MESSAGE_JOB,
  ORDER_MOVED_JOB,
  orderMessageJob,
  orderMovedJob,
  OrderMoves,
  OrderUpdateStreams,
  registerOrderUpdatesStreamRoute,
  registerOrderUpdatesUserRoutes,
  registerOrdersAdminRoutes,
  registerOrdersUserRoutes,
} from './modules/orders/orders.plugin';
import { registerDashboardAdminRoutes } from './modules/dashboard/dashboard.plugin';
import { registerWalletUserRoutes } from './modules/wallet/wallet.plugin';
import { registerCustomersAdminRoutes } from './modules/customers/customers.plugin';
import {
  REFUND_MESSAGE_JOB,
  REFUND_PAYOUT_JOB,
  refundMessageJob,
  refundPayoutJob,
  registerRefundsAdminRoutes,
  registerRefundsPublicRoutes,
  registerRefundsUserRoutes,
} from './modules/refunds/refunds.plugin';
import {
  registerReviewsAdminRoutes,
  registerReviewsPublicRoutes,
  registerReviewsUserRoutes,
} from './modules/reviews/reviews.plugin';
import {
  PUSH_DELIVERY_JOB,
  PUSH_MESSAGE_JOB,
  pushDeliveryJob,
  pushMessageJob,
  registerNotificationsUserRoutes,
  RESTOCK_NOTICE_JOB,
  restockNoticeJob,
  STOCK_ALERT_MESSAGE_JOB,
  stockAlertMessageJob,
} from './modules/notifications/notifications.plugin';
import { startJobWorker } from './lib/jobs';
import { guardStaffScope } from './modules/staff';
import { registerStaffAdminRoutes, registerStaffPublicRoutes } from './modules/staff/staff.plugin';

export const API_PREFIX = '/api';

export interface BuildOptions {
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

const BEARER = [{ bearer: [] }];

/**
 * Makes `scope` a guarded scope: `guard` runs on every request of its routes (after the rate
 * limiter of the enclosing /api scope), and the API document says they need a bearer token.
 */
function guardScope(scope: FastifyInstance, guard: onRequestAsyncHookHandler): void {
  scope.addHook('onRequest', guard);
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: BEARER };
  });
}

const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};

/**
 * Composition root: plugins, then the API under /api in three scopes (open to anyone, signed-in
 * shoppers behind one user guard, the console's staff behind one staff guard), each call counted by
 * the rate limiter before any guard runs; then the web app.
 */
export async function buildApp(
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  // The CSP's outside hosts follow the store's settings; they are known before the server is
  // made so that even the answers Fastify gives before routing carry the security headers.
  const store = await getSetting(deps.database.readDb, 'storeConfigs').catch(() => null);
  const cspParts: CspSources[] = [
    store?.GaMeasurementId ? ANALYTICS_SOURCES : {},
    store?.MapApiKey ? mapCspSources(config.MAPS_SDK_URL) : {},
    loginCspSources(config),
    paymentCspSources(config),
  ];
  const headers = securityHeaders(cspParts);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: requestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new RequestLog(),
    // Trust only the configured proxy hops, so rate limits key on the real client.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 256 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // errors Fastify meets before routing (a malformed URL...) answer in the same format
    // (no hook has run yet, so the security headers are set here)
    frameworkErrors: (err, _req, reply) => {
      (reply as FastifyReply)
        .code(400)
        .headers(headers)
        .send({ Message: err.message, ErrorMessage: err.message, Code: err.code ?? 'BAD_REQUEST' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // an answer to a request that carries credentials may be someone's own: no cache keeps it
  app.addHook('onSend', async (req, reply) => {
    if (req.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  });
  warnOfSandboxInProduction(config, app.log);
  app.addHook('onListen', async () => {
    if (!devOutboxEnabled(config)) return;
    // a unix socket path is this machine's only
    const wide = app
      .addresses()
      .flatMap((a) => (typeof a === 'string' ? [] : [`${a.address}:${a.port}`]))
      .filter((a) => !isLoopbackAddress(a.slice(0, a.lastIndexOf(':'))));
    if (!wide.length) return;
    app.log.warn(
      { addresses: wide },
      'DEV OUTBOX IS ON while the server listens beyond this machine. It keeps every sign-in ' +
        'code instead of sending it and hands them to requests made on this machine without a ' +
        'proxy only; before opening the store to anyone set SMTP_URL / SMS_HTTP_URL and ' +
        'DEV_OUTBOX=0, or listen on HOST=127.0.0.1.',
    );
  });

  installSecurityHeaders(app, cspParts);
  await app.register(compress, { threshold: 1024 });
  // the limiter's own hooks are off: installApiRateLimits counts /api calls before any guard
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'kirana-rl-' } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kirana API',
        description: 'The online store API. Money is in integer paise (₹1 = 100).',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  const clients = new KnownClients();
  // live order pages: the moves of every process, and this process's open streams
  const orderMoves = await OrderMoves.open(deps);
  const orderStreams = new OrderUpdateStreams(orderMoves);
  app.addHook('preClose', async () => orderStreams.endAll());
  app.addHook('onClose', async () => orderMoves.close());
  await app.register(
    async (api) => {
      installApiRateLimits(api, config, clients);

      const zapi = withZod(api);
      registerHealthRoutes(zapi, deps);
      registerContentRoutes(zapi, deps);
      registerCatalogueRoutes(zapi, deps);
      registerCartRoutes(zapi, deps);
      registerAuthPublicRoutes(zapi, deps);
      registerAddressPublicRoutes(zapi, deps);
      registerDeliveryPublicRoutes(zapi, deps);
      registerDevOutboxRoute(zapi, deps);
      registerOffersPublicRoutes(zapi, deps);
      registerCheckoutPublicRoutes(zapi, deps);
      registerPaymentWebhookRoute(zapi, deps);
      registerReviewsPublicRoutes(zapi, deps);
      registerStaffPublicRoutes(zapi, deps);
      // the live order stream: its one-minute ticket (asked for signed in) is its credential
      registerOrderUpdatesStreamRoute(zapi, deps, orderStreams);
      // the console's return photos by signed address: no staff header, the signature opens it
      registerRefundsPublicRoutes(zapi, deps);

      // the signed-in shopper's own data: one user guard, and never kept by a cache
      await api.register(async (user) => {
        guardScope(user, requireUser(deps, clients));
        user.addHook('onSend', noStore);
        const zuser = withZod(user);
        registerAuthUserRoutes(zuser, deps);
        registerUsersUserRoutes(zuser, deps);
        registerAddressUserRoutes(zuser, deps);
        registerCheckoutUserRoutes(zuser, deps);
        registerPaymentUserRoutes(zuser, deps);
        registerOrdersUserRoutes(zuser, deps);
        registerOrderUpdatesUserRoutes(zuser, deps);
        registerWalletUserRoutes(zuser, deps);
        registerRefundsUserRoutes(zuser, deps);
        registerReviewsUserRoutes(zuser, deps);
        registerNotificationsUserRoutes(zuser, deps);
      });

      // the console's calls: a staff session (or ADMIN_TOKEN) whose role grants each route's permission
      await api.register(async (admin) => {
        guardStaffScope(admin, deps, clients);
        admin.addHook('onRoute', (route) => {
          route.schema = { ...route.schema, security: BEARER };
        });
        admin.addHook('onSend', noStore);
        const zadmin = withZod(admin);
        registerStaffAdminRoutes(zadmin, deps);
        registerCatalogueAdminRoutes(zadmin, deps);
        registerCatalogueCsvAdminRoutes(zadmin, deps);
        registerOrdersAdminRoutes(zadmin, deps);
        registerDashboardAdminRoutes(zadmin, deps);
        registerRefundsAdminRoutes(zadmin, deps);
        registerReviewsAdminRoutes(zadmin, deps);
        registerCustomersAdminRoutes(zadmin, deps);
        registerOffersAdminRoutes(zadmin, deps);
        registerContentAdminRoutes(zadmin, deps);
        registerDeliveryAdminRoutes(zadmin, deps);
        registerPaymentsAdminRoutes(zadmin, deps);
      });
    },
    { prefix: API_PREFIX },
  );
  registerSeoRoutes(withZod(app), deps);

  // work after commits (order messages): every process runs a worker; jobs are claimed once
  let stopJobs: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopJobs = startJobWorker(
      deps.database.db,
      {
        [ORDER_MESSAGE_JOB]: orderMessageJob(deps, app.log),
        [ORDER_MOVED_JOB]: orderMovedJob(orderMoves),
        [PAYMENT_DEADLINE_JOB]: paymentDeadlineJob(deps, app.log),
        [DUPLICATE_PAYMENT_REFUND_JOB]: duplicatePaymentJob(deps, app.log),
        [REFUND_PAYOUT_JOB]: refundPayoutJob(deps),
        [REFUND_MESSAGE_JOB]: refundMessageJob(deps, app.log),
        [PUSH_MESSAGE_JOB]: pushMessageJob(deps),
        [PUSH_DELIVERY_JOB]: pushDeliveryJob(deps),
        [STOCK_ALERT_MESSAGE_JOB]: stockAlertMessageJob(deps, app.log),
        [RESTOCK_NOTICE_JOB]: restockNoticeJob(deps),
      },
      app.log,
    );
  });
  app.addHook('onClose', async () => stopJobs?.());

  const webDist = resolve(
    config.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
  );
  const consoleDist = resolve(
    config.CONSOLE_DIST_DIR ?? new URL('../../admin/dist', import.meta.url).pathname,
  );
  if (config.NODE_ENV === 'production' && existsSync(resolve(consoleDist, 'index.html'))) {
    await registerConsoleApp(app, consoleDist);
  }
  if (config.NODE_ENV === 'production' && existsSync(resolve(webDist, 'index.html'))) {
    const firstScreen = loadFirstScreenManifest(webDist);
    const renderer = await loadFirstScreenRenderer(app, join(dirname(webDist), 'dist-server'));
    const pageHtml = async (html: string, path: string, visitor: PageVisitor | null) => {
      const head = await headFor(deps.database.readDb, config.PUBLIC_URL, path);
      const early = (scripts: boolean) =>
        firstScreenTags(deps.database.readDb, firstScreen, head.page, { scripts });
      const page = injectHead(html, head, await early(true));
      if (!renderer || !visitor || !head.page) return page;
      const screen = await renderer.render({ url: path, page: head.page, ...visitor });
      if (!screen) throw new FirstScreenMissed(page);
      return withFirstScreen(injectHead(html, head, await early(false)), screen);
    };
    await registerWebApp(app, webDist, deps, pageHtml, renderer?.isPhone);
  }
  return app;
}
