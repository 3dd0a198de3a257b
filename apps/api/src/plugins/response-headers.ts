import type { FastifyInstance } from 'fastify';

/** Headers of every answer: its request id, and no-store on an answer to a request with credentials. */
export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // an answer to a request that carries credentials may be someone's own: no cache keeps it
  app.addHook('onSend', async (req, reply) => {
    if (req.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  });
}
