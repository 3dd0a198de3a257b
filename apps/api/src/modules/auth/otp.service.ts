import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  OTP_EXPIRES_SECONDS,
  OTP_RESEND_SECONDS,
  type OtpChannel,
  type Language,
  type OtpRequestAnswer,
} from '@kirana/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { messagesIn } from '../../lib/i18n/server-messages';
import { channelAvailable, sendMessage } from '../../lib/messaging';
import { getSignInSettings } from '../content';
import { otpRequests } from './auth.tables';
import { rootSecret } from './server-keys';
import { testLoginCode } from './test-users';

export const OTP_MAX_ATTEMPTS = 5;
/** Codes one email or mobile may be sent per window. */
export const OTP_PER_IDENTIFIER = 5;
export const OTP_WINDOW_MINUTES = 15;

/** Codes are hashed with the server secret itself; other uses derive a key (server-keys.ts). */
const otpSecret = rootSecret;

const hmac = (key: Buffer, requestId: string, code: string) =>
  createHmac('sha256', key).update(`${requestId}:${code}`).digest();

export interface OtpTarget {
  channel: OtpChannel;
  identifier: string;
  /** 'login', 'staff' (the console), or 'contact:<userId>' for a change of email or mobile */
  purpose: string;
  ip: string;
  /** the asking browser's secret: with it, that browser signs in by the link without a prompt */
  browserKey?: string;
  /** the language of the request that asked: the code's text is written in it (default English) */
  language?: Language;
}

/** The stored form of a browser's secret. */
export const browserKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** Claims a slot for a new code under a per-identifier lock: resend wait per purpose, window limit per address. */
async function claimRequest(db: Db, t: OtpTarget, id: string, codeHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'otp:' + t.identifier}))`);
    const [recent] = await tx
      .select({
        inWindow: sql<number>`count(*)::int`,
        // the resend wait is per purpose (a staff member who shops waits for neither's code);
        // the window's count is the address's, whatever the purpose, so it cannot be flooded
        lastAgo: sql<
          number | null
        >`extract(epoch from now() - max(${otpRequests.createdAt}) FILTER (WHERE ${otpRequests.purpose} = ${t.purpose}))`,
      })
      .from(otpRequests)
      .where(
        and(
          eq(otpRequests.identifier, t.identifier),
          gt(otpRequests.createdAt, sql`now() - make_interval(mins => ${OTP_WINDOW_MINUTES})`),
        ),
      );
    if (recent && recent.inWindow >= OTP_PER_IDENTIFIER) {
      throw new AppError(
        429,
        'OTP_RATE_LIMITED',
        'Too many codes requested',
        `Please wait ${OTP_WINDOW_MINUTES} minutes before asking for another code`,
      );
    }
    if (recent?.lastAgo != null && Number(recent.lastAgo) < OTP_RESEND_SECONDS) {
      const wait = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - Number(recent.lastAgo)));
      throw new AppError(
        429,
        'OTP_RESEND_TOO_SOON',
        'A code was just sent',
        `You can ask for a new code in ${wait} seconds`,
      );
    }
    await tx.insert(otpRequests).values({
      id,
      channel: t.channel,
      identifier: t.identifier,
      purpose: t.purpose,
      codeHash,
      requestIp: t.ip,
      browserKeyHash: t.browserKey ? browserKeyHash(t.browserKey) : null,
      expiresAt: sql`now() + make_interval(secs => ${OTP_EXPIRES_SECONDS})`,
    });
  });
}

function messageOf(deps: AppDeps, t: OtpTarget, requestId: string, code: string) {
  const minutes = OTP_EXPIRES_SECONDS / 60;
  const say = messagesIn(t.language ?? DEFAULT_LANGUAGE);
  if (t.channel === 'phone') {
    return {
      subject: say('auth.phone-subject'),
      text: say('auth.phone-text', { code, minutes }),
    };
  }
  if (t.purpose === 'staff') {
    // the console signs in by the typed code only: no link that could open it elsewhere
    return {
      subject: say('auth.staff-subject', { code }),
      text: say('auth.staff-text', { code, minutes }),
    };
  }
  const link = new URL('/verify-email', deps.config.PUBLIC_URL);
  link.searchParams.set('requestId', requestId);
  link.searchParams.set('code', code);
  return {
    subject: say('auth.email-subject', { code }),
    text: [
      say('auth.email-code', { code, minutes }),
      '',
      say('auth.email-link', { link: link.toString() }),
      '',
      say('auth.email-ignore'),
    ].join('\n'),
  };
}

/**
 * Sends a 6-digit code (CSPRNG, stored as an HMAC, valid 5 minutes) to an email or mobile.
 * Answers the same whether or not an account exists; test identifiers get TEST_LOGIN_CODE and
 * no message.
 */
export async function requestOtp(
  deps: AppDeps,
  log: FastifyBaseLogger,
  t: OtpTarget,
): Promise<OtpRequestAnswer> {
  if (!channelAvailable(deps.config, t.channel)) {
    throw new AppError(
      503,
      'CHANNEL_UNAVAILABLE',
      t.channel === 'email' ? 'Email sign-in is not available' : 'Phone sign-in is not available',
    );
  }
  // the owner may switch a way of signing in off for shoppers; the console's own codes stay
  if (t.purpose === 'login') {
    const store = await getSignInSettings(deps.database.db);
    if (!(t.channel === 'email' ? store.EmailLoginEnabled : store.PhoneLoginEnabled)) {
      throw new AppError(
        403,
        'CHANNEL_SWITCHED_OFF',
        t.channel === 'email'
          ? 'This store does not take email sign-in'
          : 'This store does not take mobile sign-in',
      );
    }
  }
  const fixed = testLoginCode(deps.config, t.identifier);
  const code = fixed ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = await otpSecret(deps);
  const requestId = randomUUID();
  await claimRequest(deps.database.db, t, requestId, hmac(key, requestId, code).toString('hex'));
  if (!fixed) {
    await sendMessage(deps, log, {
      channel: t.channel,
      to: t.identifier,
      ...messageOf(deps, t, requestId, code),
    });
  }
  return {
    RequestId: requestId,
    ResendAfterSeconds: OTP_RESEND_SECONDS,
    ExpiresInSeconds: OTP_EXPIRES_SECONDS,
  };
}

const invalid = () =>
  new AppError(400, 'OTP_INVALID', 'The code is not correct', 'Check the code and try again');

/** A code that matched its live request, not yet used up. */
export interface CheckedOtp {
  channel: OtpChannel;
  identifier: string;
  /** SHA-256 of the secret of the browser that asked for the code, if it sent one */
  browserKeyHash: string | null;
}

/**
 * Checks a code against its live request, counting the try with one guarded UPDATE (never past
 * the limit, whatever the concurrency). The code stays usable: `useOtp` spends it.
 */
export async function checkOtp(
  deps: AppDeps,
  requestId: string,
  code: string,
  purpose: string,
): Promise<CheckedOtp> {
  const db = deps.database.db;
  const [row] = await db
    .update(otpRequests)
    .set({ attempts: sql`${otpRequests.attempts} + 1` })
    .where(and(liveRequest(requestId, purpose), sql`${otpRequests.attempts} < ${OTP_MAX_ATTEMPTS}`))
    .returning({
      codeHash: otpRequests.codeHash,
      channel: otpRequests.channel,
      identifier: otpRequests.identifier,
      browserKeyHash: otpRequests.browserKeyHash,
    });
  if (!row) throw await whyRefused(db, requestId, purpose);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = hmac(await otpSecret(deps), requestId, code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  return {
    channel: row.channel as OtpChannel,
    identifier: row.identifier,
    browserKeyHash: row.browserKeyHash,
  };
}

/**
 * Spends a checked code, once: a parallel use finds it gone. Given the caller's transaction,
 * the code comes back if anything after it fails.
 */
export async function useOtp(db: DbOrTx, requestId: string, purpose: string): Promise<void> {
  const used = await db
    .update(otpRequests)
    .set({ usedAt: sql`now()` })
    .where(liveRequest(requestId, purpose))
    .returning({ id: otpRequests.id });
  if (!used.length) throw await whyRefused(db, requestId, purpose);
}

/** Checks a code and spends it at once; returns the verified identifier. */
export async function verifyOtp(
  deps: AppDeps,
  requestId: string,
  code: string,
  purpose: string,
): Promise<{ channel: OtpChannel; identifier: string }> {
  const { channel, identifier } = await checkOtp(deps, requestId, code, purpose);
  await useOtp(deps.database.db, requestId, purpose);
  return { channel, identifier };
}

const liveRequest = (requestId: string, purpose: string) =>
  and(
    eq(otpRequests.id, requestId),
    eq(otpRequests.purpose, purpose),
    isNull(otpRequests.usedAt),
    gt(otpRequests.expiresAt, sql`now()`),
  );

async function whyRefused(db: DbOrTx, requestId: string, purpose: string): Promise<AppError> {
  const [row] = await db
    .select({
      attempts: otpRequests.attempts,
      usedAt: otpRequests.usedAt,
      expired: sql<boolean>`${otpRequests.expiresAt} <= now()`,
    })
    .from(otpRequests)
    .where(and(eq(otpRequests.id, requestId), eq(otpRequests.purpose, purpose)));
  if (!row || row.usedAt) {
    return new AppError(400, 'OTP_INVALID', 'This code is no longer valid', 'Ask for a new code');
  }
  if (row.expired) {
    return new AppError(400, 'OTP_EXPIRED', 'The code has expired', 'Ask for a new code');
  }
  return new AppError(
    429,
    'OTP_TOO_MANY_ATTEMPTS',
    'Too many wrong codes',
    'Ask for a new code and try again',
  );
}

/** Deletes every code request of these emails or mobiles (account erasure). */
export async function forgetOtpRequests(db: Db, identifiers: string[]): Promise<void> {
  if (identifiers.length) {
    await db.delete(otpRequests).where(inArray(otpRequests.identifier, identifiers));
  }
}
