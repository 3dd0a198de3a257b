import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import type { KnownClients } from './rate-limits';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * An onRequest hook that lets a request through only with `Authorization: Bearer <ADMIN_TOKEN>`,
 * compared in constant time. Without a configured token every admin call is refused. The token
 * that passes is told to `clients`, so the store owner's calls are counted apart from the
 * shoppers who share the owner's address.
 */
export function requireAdmin(adminToken: string | undefined, clients?: KnownClients) {
  const expected = adminToken ? digest(adminToken) : undefined;
  return async (req: FastifyRequest): Promise<void> => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!expected)
      throw new AppError(
        403,
        'ADMIN_DISABLED',
        'Store administration is not enabled on this server',
      );
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new AppError(401, 'UNAUTHORIZED', 'A valid administrator token is required');
    }
    clients?.remember(given, 'admin');
  };
}
