import { z } from 'zod';
import { IndianMobile } from '../common/india';
import { dbIdParam, intParam, text } from '../common/input';
import { OtpCode } from '../auth';
import { PERMISSIONS, STAFF_ROLES } from './permissions';

export * from './permissions';

// The console's own sign-in, its staff and its audit trail.

export const StaffRoleSchema = z.enum(STAFF_ROLES);

const StaffEmail = text()
  .trim()
  .max(254)
  .pipe(z.email('Enter a valid email address'))
  .transform((s) => s.toLowerCase());

/** A staff member's code goes to the email or mobile the owner invited. */
export const StaffCodeRequestBody = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), identifier: StaffEmail }),
  z.object({ channel: z.literal('phone'), identifier: IndianMobile }),
]);
export type StaffCodeRequestBody = z.infer<typeof StaffCodeRequestBody>;

export const StaffSignInBody = z.object({ RequestId: z.uuid(), Code: OtpCode });
export type StaffSignInBody = z.infer<typeof StaffSignInBody>;

export const StaffMember = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable().describe('10 digits, without +91'),
  Role: StaffRoleSchema,
  IsActive: z.boolean(),
  CreatedAt: z.string(),
  LastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffMe = z.object({
  Id: z.number().int().nullable().describe('null for the ADMIN_TOKEN automation'),
  Name: z.string(),
  Role: StaffRoleSchema,
  Permissions: z.array(z.enum(PERMISSIONS)),
});
export type StaffMe = z.infer<typeof StaffMe>;

export const StaffSignInAnswer = z.object({
  Token: z.string().describe('send as Authorization: Bearer <Token>'),
  ExpiresAt: z.string(),
  Me: StaffMe,
});
export type StaffSignInAnswer = z.infer<typeof StaffSignInAnswer>;

export const StaffInviteBody = z
  .object({
    Name: text().trim().min(1, 'Enter a name').max(80),
    Email: StaffEmail.nullish(),
    Phone: IndianMobile.nullish(),
    Role: StaffRoleSchema,
  })
  .strict()
  .refine((b) => b.Email || b.Phone, {
    message: 'Give an email or a mobile number to send sign-in codes to',
    path: ['Email'],
  });
export type StaffInviteBody = z.infer<typeof StaffInviteBody>;

export const StaffUpdateBody = z
  .object({
    Name: text().trim().min(1).max(80).optional(),
    Role: StaffRoleSchema.optional(),
    IsActive: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one field to change' });
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;

export const StaffIdParams = z.object({ staffId: dbIdParam() });
export const StaffList = z.object({ Staff: z.array(StaffMember) });

export const AuditQuery = z.object({
  pageNo: intParam(1, 100_000).default(1),
  pageSize: intParam(1, 100).default(50),
  actor: text()
    .trim()
    .regex(/^(\d{1,10}|token)$/, 'a staff id, or "token"')
    .optional()
    .describe('staff id, or "token"'),
  action: text()
    .trim()
    .max(80)
    .optional()
    .describe(
      'words, each found in the action, what it is about (its name then), who, or the fields changed: "price atta", "cancel", "order.ship"',
    ),
  entity: text().trim().max(40).optional(),
  entityId: text().trim().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  Id: z.number().int(),
  At: z.string(),
  ActorId: z.number().int().nullable(),
  ActorName: z.string(),
  ActorRole: StaffRoleSchema,
  Action: z.string(),
  Entity: z.string(),
  EntityId: z.string(),
  Subject: z.string().nullable().describe('the name of what changed, as it was then'),
  Before: z.unknown().nullable(),
  After: z.unknown().nullable(),
  RequestId: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = z.object({ TotalCount: z.number().int(), Entries: z.array(AuditEntry) });
export type AuditPage = z.infer<typeof AuditPage>;
