import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The people who run the store from the console. They sign in with a one-time code sent to the
 * email or mobile the owner gave; their accounts are apart from shoppers' accounts.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    invitedBy: integer('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_email_key')
      .on(t.email)
      .where(sql`${t.email} IS NOT NULL`),
    uniqueIndex('staff_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} IS NOT NULL`),
    check('staff_role_check', sql`${t.role} IN ('owner', 'manager', 'packer')`),
    check('staff_contact_check', sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
  ],
);

/** Console sessions: only the SHA-256 of the opaque token is kept; they last a working day. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every change made from the console or with ADMIN_TOKEN: who, what, before and after, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null: the ADMIN_TOKEN automation */
    staffId: integer('staff_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** "<entity>.<verb>", such as product.update or order.ship */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** the name of what changed as it was then (a product's, an order's number); null if none */
    subject: text('subject'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
