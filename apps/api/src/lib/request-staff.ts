import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@kirana/shared';
import { AppError } from './errors';

/** Who is acting in the console: a staff member, or the ADMIN_TOKEN automation (the owner's rights). */
export interface StaffActor {
  staffId: number | null;
  name: string;
  role: StaffRole;
  sessionId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff module's guardStaffScope: who makes this console call. */
    staff?: StaffActor;
  }
}

export const staffUnauthorized = () =>
  new AppError(401, 'UNAUTHORIZED', 'Please sign in to the store console');

/** The actor of a console request; throws 401 outside the console's scope. */
export function currentStaff(req: FastifyRequest): StaffActor {
  if (!req.staff) throw staffUnauthorized();
  return req.staff;
}
