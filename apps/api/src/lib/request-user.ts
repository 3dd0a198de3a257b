import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

// Who makes a request, as the scopes' guards (auth's requireUser, staff's guardStaffScope) set
// it: read by every module's routes, so it lives here rather than in the modules that guard.

/** A signed-in shopper's live session. */
export interface SessionUser {
  userId: number;
  sessionId: number;
  isTestUser: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser: the signed-in shopper of this request. */
    user?: SessionUser;
  }
}

export const unauthorized = () =>
  new AppError(
    401,
    'UNAUTHORIZED',
    { messageId: 'errors.sign-in' },
    { messageId: 'errors.session-ended' },
  );

/** The signed-in user of a request behind requireUser; throws 401 when there is none. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
