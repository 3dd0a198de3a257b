import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';

/**
 * While the process drains (SIGTERM, app.ts), a call that may be repeated (GET, HEAD) is
 * answered 503 "draining" at once, before any work: nginx retries it on another process and,
 * with `http_503` in `proxy_next_upstream` and `max_fails=1`, counts it as a failure and sends
 * this process nothing more for `fail_timeout`. So the proxy has stopped routing here before the
 * listener closes, with no active health checks (docs/deploy.md). Other calls (a POST) are
 * still served: they are not retried, so they must not be refused.
 */
export function installDraining(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!deps.lifecycle.draining || (req.method !== 'GET' && req.method !== 'HEAD')) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ Status: 'draining' });
  });
}
