import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';

const BEARER = [{ bearer: [] }];

/** The API document says the routes of `scope` need a bearer token. */
export function declareBearer(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: BEARER };
  });
}

/**
 * Makes `scope` a guarded scope: `guard` runs on every request of its routes (after the rate
 * limiter of the enclosing /api scope), and the API document says they need a bearer token.
 */
export function guardScope(scope: FastifyInstance, guard: onRequestAsyncHookHandler): void {
  scope.addHook('onRequest', guard);
  declareBearer(scope);
}

/** An answer of the scope is someone's own: no cache keeps it. */
export const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};
