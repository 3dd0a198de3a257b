import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  OTP_EXPIRES_SECONDS,
  OTP_RESEND_SECONDS,
  ROLE_PERMISSIONS,
  type OtpRequestAnswer,
  type StaffCodeRequestBody,
  type StaffMe,
  type StaffSignInAnswer,
  type StaffSignInBody,
  type Language,
} from '@kirana/shared';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { requestOtp, verifyOtp } from '../auth';
import { openStaffSession } from './staff-sessions.service';
import type { StaffActor } from '../../lib/request-staff';
import { staff } from './staff.tables';

export const STAFF_CODE_PURPOSE = 'staff';

const byContact = (channel: 'email' | 'phone', identifier: string) =>
  and(
    channel === 'email' ? eq(staff.email, identifier) : eq(staff.phone, identifier),
    eq(staff.isActive, true),
  );

/**
 * Sends a console sign-in code to an active staff member's email or mobile. Anyone else gets
 * the same answer and no message, so the form does not tell who is on the staff.
 */
export async function requestStaffCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  body: StaffCodeRequestBody,
  ip: string,
  language?: Language,
): Promise<OtpRequestAnswer> {
  const [member] = await deps.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(byContact(body.channel, body.identifier));
  if (!member) {
    return {
      RequestId: randomUUID(),
      ResendAfterSeconds: OTP_RESEND_SECONDS,
      ExpiresInSeconds: OTP_EXPIRES_SECONDS,
    };
  }
  return requestOtp(deps, log, { ...body, purpose: STAFF_CODE_PURPOSE, ip, language });
}

export const staffMe = (a: StaffActor): StaffMe => ({
  Id: a.staffId,
  Name: a.name,
  Role: a.role,
  Permissions: [...ROLE_PERMISSIONS[a.role]],
});

/** Spends a console code and opens a session for the staff member it was sent to. */
export async function signInStaff(
  deps: AppDeps,
  body: StaffSignInBody,
  userAgent: string,
): Promise<StaffSignInAnswer> {
  const db = deps.database.db;
  const { channel, identifier } = await verifyOtp(
    deps,
    body.RequestId,
    body.Code,
    STAFF_CODE_PURPOSE,
  );
  const [member] = await db
    .update(staff)
    .set({ lastSignInAt: sql`now()` })
    .where(byContact(channel, identifier))
    .returning();
  if (!member) {
    throw new AppError(403, 'STAFF_INACTIVE', 'This account no longer has access to the console');
  }
  const { token, expiresAt } = await openStaffSession(db, member.id, userAgent);
  return {
    Token: token,
    ExpiresAt: expiresAt.toISOString(),
    Me: staffMe({
      staffId: member.id,
      name: member.name,
      role: member.role as StaffActor['role'],
      sessionId: null,
    }),
  };
}
