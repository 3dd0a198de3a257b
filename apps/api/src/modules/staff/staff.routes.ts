import {
  AuditPage,
  AuditQuery,
  OtpRequestAnswer,
  StaffCodeRequestBody,
  StaffIdParams,
  StaffInviteBody,
  StaffList,
  StaffMe,
  StaffMember,
  StaffSignInAnswer,
  StaffSignInBody,
  StaffUpdateBody,
} from '@kirana/shared';
import { z } from 'zod';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { auditActor, listAudit } from './audit.service';
import { requestStaffCode, signInStaff, staffMe } from './staff-auth.service';
import { currentStaff } from '../../lib/request-staff';
import { revokeStaffSession } from './staff-sessions.service';
import { inviteStaff, listStaff, updateStaff } from './staff.service';

const tags = ['staff'];

/** The console's sign-in, open to anyone (the answers never tell who is on the staff). */
export function registerStaffPublicRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/staff/sign-in-code',
    {
      config: { rateBucket: 'codes' },
      schema: {
        tags,
        summary: "Send a console sign-in code to a staff member's email or mobile",
        body: StaffCodeRequestBody,
        response: { 200: OtpRequestAnswer },
      },
    },
    async (req) => requestStaffCode(deps, req.log, req.body, req.ip, req.language),
  );
  app.post(
    '/staff/sign-in',
    {
      config: { rateBucket: 'sign-in' },
      schema: {
        tags,
        summary: 'Sign in to the console with the code',
        body: StaffSignInBody,
        response: { 200: StaffSignInAnswer },
      },
    },
    async (req) => signInStaff(deps, req.body, req.headers['user-agent'] ?? ''),
  );
}

/** Who is signed in, staff management and the audit trail; in the console's guarded scope. */
export function registerStaffAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/admin/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member and what they may do',
        response: { 200: StaffMe },
      },
    },
    async (req) => staffMe(currentStaff(req)),
  );
  app.post(
    '/admin/sign-out',
    {
      schema: {
        tags,
        summary: 'End this console session',
        response: { 200: z.object({ Success: z.literal(true) }) },
      },
    },
    async (req) => {
      const { sessionId } = currentStaff(req);
      if (sessionId !== null) await revokeStaffSession(db, sessionId);
      return { Success: true as const };
    },
  );
  app.get(
    '/admin/staff',
    {
      config: { permission: 'staff:manage' },
      schema: { tags, summary: 'The staff', response: { 200: StaffList } },
    },
    async () => ({ Staff: await listStaff(db) }),
  );
  app.post(
    '/admin/staff',
    {
      config: { permission: 'staff:manage' },
      schema: {
        tags,
        summary: 'Invite a staff member',
        body: StaffInviteBody,
        response: { 200: StaffMember },
      },
    },
    async (req) =>
      inviteStaff(db, auditActor(req), req.body, {
        consoleUrl: `${deps.config.PUBLIC_URL}/admin/`,
        language: req.language,
      }),
  );
  app.patch(
    '/admin/staff/:staffId',
    {
      config: { permission: 'staff:manage' },
      schema: {
        tags,
        summary: 'Rename, change the role of, or deactivate a staff member',
        params: StaffIdParams,
        body: StaffUpdateBody,
        response: { 200: StaffMember },
      },
    },
    async (req) => updateStaff(db, auditActor(req), req.params.staffId, req.body),
  );
  app.get(
    '/admin/audit',
    {
      config: { permission: 'audit:read' },
      schema: {
        tags,
        summary: 'Every change, newest first',
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
    },
    async (req) => listAudit(deps.database.readDb, req.query),
  );
}
