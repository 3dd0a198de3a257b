import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppDeps } from '../lib/deps';

/** The outside plugins, in this order: compression, the rate limiter, the API document. */
export async function registerExternalPlugins(
  app: FastifyInstance,
  deps: AppDeps,
  docsPrefix: string,
): Promise<void> {
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
  await app.register(swaggerUi, { routePrefix: `${docsPrefix}/docs` });
}
