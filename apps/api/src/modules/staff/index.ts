// The console's staff: sign-in, roles and permissions, and the audit trail of every change.
export { guardStaffScope, TOKEN_ACTOR } from './staff-guard';

export {
  auditActor,
  recordAudit,
  recordAudits,
  type AuditActor,
  type AuditChange,
} from './audit.service';

export { ensureFirstOwner, ownerEmail } from './staff.service';
