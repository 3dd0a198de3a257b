import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Signed-in sessions: only the SHA-256 of the opaque token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes, each bound to its request id. The code is kept as an HMAC; `attempts` only
 * moves through a guarded UPDATE so parallel guesses cannot pass the limit.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').notNull(),
    identifier: text('identifier').notNull(),
    /** 'login' or 'contact:<userId>' (a change of email or phone) */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    requestIp: text('request_ip').notNull().default(''),
    /** SHA-256 of the secret the asking browser holds; only it signs in by link without a prompt */
    browserKeyHash: text('browser_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_requests_identifier_idx').on(t.identifier, t.createdAt),
    check('otp_requests_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * A provider's own account id (Firebase uid, OTPless user id) joined to our user: the only way
 * a provider sign-in without a verified email or mobile finds its account again.
 */
export const authIdentities = pgTable(
  'auth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('auth_identities_user_idx').on(t.userId),
  ],
);

/** Server secrets generated on first use (the OTP HMAC key when AUTH_SECRET is not set). */
export const authSecrets = pgTable('auth_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
