import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readOnPrimary } from '../db/read-routing';
import type { AppDeps } from '../lib/deps';

/** The cookie a write's answer sets: the client's next reads, on any process, see that write. */
export const WROTE_COOKIE = 'kirana_wrote';
/** How long after a write a client's reads stay on the primary (far above a replica's lag). */
const READ_YOUR_WRITES_SECONDS = 10;

const writes = (req: FastifyRequest) => req.method !== 'GET' && req.method !== 'HEAD';
const wroteLately = (req: FastifyRequest) =>
  new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=1(?:;|$)`).test(req.headers.cookie ?? '');

/**
 * With a read replica: a call that writes reads the primary (a cart check, a bill), and so does
 * every call for READ_YOUR_WRITES_SECONDS after it from the same client (the cookie goes to
 * whichever process answers next), so nobody reads back older data than they just wrote.
 */
export function installReadYourWrites(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.database.preferPrimaryFor) return;
  app.addHook('onRequest', (req, _reply, done) => {
    if (writes(req) || wroteLately(req)) readOnPrimary(done);
    else done();
  });
  app.addHook('onSend', async (req, reply) => {
    if (writes(req) && reply.statusCode < 400) {
      reply.header(
        'set-cookie',
        `${WROTE_COOKIE}=1; Max-Age=${READ_YOUR_WRITES_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
      );
    }
  });
}
