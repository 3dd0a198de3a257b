import type { FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import { findActiveSession, type SessionUser } from '../modules/auth/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser: the signed-in shopper of this request. */
    user?: SessionUser;
  }
}

export type { SessionUser };

const unauthorized = () =>
  new AppError(401, 'UNAUTHORIZED', 'Please sign in', 'Your session is missing or has ended');

/**
 * An onRequest hook that lets a request through only with `Authorization: Bearer <token>` of a
 * live session (not expired, not revoked) and sets `req.user`; otherwise 401 UNAUTHORIZED.
 */
export function requireUser(deps: AppDeps) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(req.headers.authorization ?? '')?.[1];
    const user = token ? await findActiveSession(deps.database.db, token) : null;
    if (!user) throw unauthorized();
    req.user = user;
  };
}

/** The signed-in user of a request behind requireUser; throws 401 when there is none. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
