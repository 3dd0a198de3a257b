import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';

/**
 * GET /api/health: the process answers and its database answers; 503 "draining" once the
 * process is stopping (SIGTERM), so a balancer that polls it sends no more calls here.
 */
export function registerHealthRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/health',
    {
      // load balancers poll it; it is never rate limited
      config: { rateBucket: 'none' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ Status: z.literal('ok'), Database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ Status: z.literal('draining') }),
        },
      },
    },
    async (_req, reply) => {
      if (deps.lifecycle.draining) return reply.code(503).send({ Status: 'draining' as const });
      await deps.database.db.execute(sql`select 1`);
      return { Status: 'ok' as const, Database: deps.database.kind };
    },
  );
}
