import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps';
import type { KnownClients } from '../../lib/rate-limits';
import { unauthorized, type SessionUser } from '../../lib/request-user';
import { findActiveSession } from './sessions.service';

const bearerToken = (req: FastifyRequest) =>
  /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(req.headers.authorization ?? '')?.[1];

/**
 * An onRequest hook that lets a request through only with `Authorization: Bearer <token>` of a
 * live session (not expired, not revoked) and sets `req.user`; otherwise 401 UNAUTHORIZED.
 * A token found live is told to `clients`, so the rate limiter counts its later calls against
 * the shopper rather than the shared client address; a dead one is forgotten.
 */
export function requireUser(deps: AppDeps, clients?: KnownClients) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = bearerToken(req);
    const user = token ? await findActiveSession(deps.database.db, token) : null;
    if (!user) {
      if (token) clients?.forget(token);
      throw unauthorized();
    }
    clients?.remember(token!, `user:${user.userId}`);
    req.user = user;
  };
}

/** The signed-in user of a request on an open route, or null for a guest or a dead token. */
export async function sessionUserOf(
  deps: AppDeps,
  req: FastifyRequest,
): Promise<SessionUser | null> {
  const token = bearerToken(req);
  return token ? findActiveSession(deps.database.db, token) : null;
}
