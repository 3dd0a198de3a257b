import type { FastifyReply, FastifyRequest } from 'fastify';
import { DevOutboxAnswer, DevOutboxQuery } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { isLocalDirectRequest, localHostNames } from '../../lib/local-request';
import { devOutboxEnabled, readOutbox } from '../../lib/messaging';
import { emailOf, indianMobileOf } from './identity';

/**
 * The outbox hands out everyone's sign-in codes, so it answers only a program on this machine
 * talking to the server directly by one of its own names; anyone else (a proxied request, a
 * page rebound to loopback by DNS) gets the same 404 as a route that does not exist, before the
 * query is even read.
 */
const localOnly =
  (hostNames: ReadonlySet<string>) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!isLocalDirectRequest(req, hostNames)) return reply.callNotFound();
  };

/** GET /api/dev/outbox: the messages kept instead of sent, when the dev outbox is on. */
export function registerDevOutboxRoute(app: App, deps: AppDeps): void {
  if (!devOutboxEnabled(deps.config)) return;
  const db = deps.database.db;
  app.get(
    '/dev/outbox',
    {
      onRequest: localOnly(localHostNames(deps.config.PUBLIC_URL)),
      schema: {
        hide: true,
        tags: ['dev'],
        summary: 'Messages kept instead of sent (no SMTP or SMS configured)',
        querystring: DevOutboxQuery,
        response: { 200: DevOutboxAnswer },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const to = emailOf(req.query.to) ?? indianMobileOf(req.query.to) ?? req.query.to;
      return { Messages: await readOutbox(db, to) };
    },
  );
}
