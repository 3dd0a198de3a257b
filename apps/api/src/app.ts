import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppDeps } from './lib/deps';
import { installErrorHandler } from './lib/error-handler';
import { ANALYTICS_SOURCES, installSecurityHeaders } from './lib/security-headers';
import { loginCspSources } from './modules/auth/login-csp';
import { AppError } from './lib/errors';
import { registerWebApp } from './lib/web-app';
import { registerHealthRoutes } from './modules/health';
import { getSetting, registerContentRoutes } from './modules/content';
import { registerCatalogueRoutes } from './modules/catalogue';
import { registerCartRoutes } from './modules/cart';
import { registerAdminRoutes } from './modules/admin';
import { mapCspSources, registerAddressRoutes } from './modules/address';
import { registerSeoRoutes } from './modules/seo';
import { registerAuthRoutes } from './modules/auth';
import { registerUsersRoutes } from './modules/users';

export type App = ReturnType<typeof withZod>;
const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export const API_PREFIX = '/api';

/** Composition root: plugins, then every module under /api, then the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
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
    frameworkErrors: (err, _req, reply) => {
      (reply as FastifyReply)
        .code(400)
        .send({ Message: err.message, ErrorMessage: err.message, Code: err.code ?? 'BAD_REQUEST' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const store = await getSetting(deps.database.readDb, 'storeConfigs').catch(() => null);
  installSecurityHeaders(app, [
    store?.GaMeasurementId ? ANALYTICS_SOURCES : {},
    store?.MapApiKey ? mapCspSources(config.MAPS_SDK_URL) : {},
    loginCspSources(config),
  ]);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'kirana-rl-' } : {}),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} s`,
      ),
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

  await app.register(
    async (api) => {
      const zapi = withZod(api);
      registerHealthRoutes(zapi, deps);
      registerContentRoutes(zapi, deps);
      registerCatalogueRoutes(zapi, deps);
      registerCartRoutes(zapi, deps);
      registerAdminRoutes(zapi, deps);
      registerAuthRoutes(zapi, deps);
      registerUsersRoutes(zapi, deps);
      registerAddressRoutes(zapi, deps);
    },
    { prefix: API_PREFIX },
  );
  registerSeoRoutes(withZod(app), deps);

  const webDist = resolve(
    config.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
  );
  if (config.NODE_ENV === 'production' && existsSync(resolve(webDist, 'index.html'))) {
    await registerWebApp(app, webDist, deps);
  }
  return app;
}
