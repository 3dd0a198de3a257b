import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Permission } from '@kirana/shared';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { KnownClients } from '../../lib/rate-limits';
import { staffUnauthorized as unauthorized, type StaffActor } from '../../lib/request-staff';
import { findStaffSession } from './staff-sessions.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a console call needs; every route of the admin scope must name one. */
    permission?: Permission;
  }
}

export const TOKEN_ACTOR: StaffActor = {
  staffId: null,
  name: 'ADMIN_TOKEN',
  role: 'owner',
  sessionId: null,
};

/**
 * Every console route registered in this process ("METHOD /api/admin/…") and the permission it
 * names (null: open to every staff member), for the test that calls each one as every role.
 */
export const CONSOLE_ROUTES = new Map<string, Permission | null>();

/** The only console calls open to every staff member: who am I, and sign out. */
const SELF_ROUTES = /\/admin\/(me|sign-out)$/;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Makes `scope` the console's: every route must name the permission it needs (a route without
 * one fails the server's start, so none is left open by mistake), and every request must carry
 * a live staff session whose role grants it, or ADMIN_TOKEN (the owner's rights, for
 * automation); otherwise 401, or 403 FORBIDDEN naming what is missing.
 */
export function guardStaffScope(
  scope: FastifyInstance,
  deps: AppDeps,
  clients?: KnownClients,
): void {
  scope.addHook('onRoute', (route) => {
    const permission = (route.config as { permission?: Permission } | undefined)?.permission;
    if (!permission && !SELF_ROUTES.test(route.url)) {
      throw new Error(`admin route ${route.method} ${route.url} names no permission`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') CONSOLE_ROUTES.set(`${method} ${route.url}`, permission ?? null);
    }
  });
  const token = deps.config.ADMIN_TOKEN ? digest(deps.config.ADMIN_TOKEN) : undefined;
  scope.addHook('onRequest', async (req: FastifyRequest) => {
    const given = /^Bearer (.{20,200})$/.exec(req.headers.authorization ?? '')?.[1];
    if (!given) throw unauthorized();
    let actor: StaffActor | null = null;
    if (token && timingSafeEqual(digest(given), token)) {
      actor = TOKEN_ACTOR;
      clients?.remember(given, 'admin');
    } else {
      actor = await findStaffSession(deps.database.db, given);
      if (!actor) {
        clients?.forget(given);
        throw unauthorized();
      }
      clients?.remember(given, `staff:${actor.staffId}`);
    }
    req.staff = actor;
    const needed = req.routeOptions.config?.permission;
    if (needed && !can(actor.role, needed)) {
      throw new AppError(
        403,
        'FORBIDDEN',
        'Your role may not do this',
        `A ${actor.role} does not have the "${needed}" permission`,
      );
    }
  });
}
