import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * A preHandler that lets a request through only with `Authorization: Bearer <ADMIN_TOKEN>`,
 * compared in constant time. Without a configured token every admin call is refused.
 */
export function requireAdmin(adminToken: string | undefined) {
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
  };
}
