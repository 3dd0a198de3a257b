import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * A stricter bucket an API call counts in besides the general one, `webhooks` for a payment
 * provider's or WhatsApp's calls (their own bucket instead of the general one), or `none` for no limit.
 */
export type RateBucket = 'codes' | 'sign-in' | 'webhooks' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which stricter rate-limit bucket this API call also counts in (see installApiRateLimits). */
    rateBucket?: RateBucket;
  }
}

const MINUTE = 60_000;
const bearerOf = (req: FastifyRequest) =>
  /^Bearer (\S{1,500})$/.exec(req.headers.authorization ?? '')?.[1];
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Bearer tokens this process has recently seen pass a guard, with the client each stands for
 * (`user:<id>`, `admin`). A request is counted against that client only when its token is
 * known here: a token nobody has checked yet counts against the caller's address, so a fresh
 * made-up token on every call buys no fresh bucket, and no database lookup happens before the
 * limit.
 */
export class KnownClients {
  private readonly byHash = new Map<string, { client: string; until: number }>();

  constructor(
    private readonly capacity = 100_000,
    private readonly ttlMs = 10 * MINUTE,
  ) {}

  remember(token: string, client: string): void {
    const hash = digest(token);
    this.byHash.delete(hash); // re-inserted last: the oldest entries go first when full
    this.byHash.set(hash, { client, until: Date.now() + this.ttlMs });
    if (this.byHash.size > this.capacity) {
      this.byHash.delete(this.byHash.keys().next().value!);
    }
  }

  forget(token: string): void {
    this.byHash.delete(digest(token));
  }

  /** The client a request is counted against: its known signed-in client, else its address. */
  clientOf(req: FastifyRequest): string {
    const token = bearerOf(req);
    if (token) {
      const known = this.byHash.get(digest(token));
      if (known && known.until > Date.now()) return known.client;
    }
    return `ip:${normalizeIP(req.ip)}`;
  }
}

/**
 * One log line per client and bucket per window: the first refusal is a warning, the rest go
 * to debug, so a client hammering the API cannot flood the log.
 */
class RefusalLog {
  private readonly quietUntil = new Map<string, number>();

  note(log: FastifyBaseLogger, key: string, ttlMs: number, url: string): void {
    const now = Date.now();
    if ((this.quietUntil.get(key) ?? 0) > now) {
      log.debug({ rateLimitKey: key }, 'rate limited');
      return;
    }
    if (this.quietUntil.size >= 10_000) {
      for (const [k, until] of this.quietUntil) if (until <= now) this.quietUntil.delete(k);
      if (this.quietUntil.size >= 10_000) this.quietUntil.clear();
    }
    this.quietUntil.set(key, now + ttlMs);
    log.warn(
      { rateLimitKey: key, url, quietForMs: ttlMs },
      'rate limit reached; further refusals of this client in this window are logged at debug',
    );
  }
}

interface Bucket {
  check: ReturnType<FastifyInstance['createRateLimit']>;
}

/**
 * Counts every API call of `api`'s scope, refused ones included, in an onRequest hook that must
 * be added before any guard so a rejected token is counted like any other call:
 * - every call in the general bucket, RATE_LIMIT_PER_MINUTE per client per minute;
 * - sign-in codes (`rateBucket: 'codes'`) also in OTP_REQUESTS_PER_IP per 15 minutes;
 * - sign-in and code checks (`rateBucket: 'sign-in'`) also in SIGN_IN_ATTEMPTS_PER_IP per
 *   15 minutes;
 * - a payment provider's and WhatsApp's webhooks (`rateBucket: 'webhooks'`) only in WEBHOOKS_PER_MINUTE per
 *   sender address: a sale's payment events from one Razorpay address must not wait behind a
 *   shopper's limit, and each is checked by its signature before anything else happens.
 * A client is a known signed-in user (KnownClients) or else the client address. Pages and
 * static files are outside this scope and never limited: many mobile shoppers share one
 * address behind carrier NAT. Counters live in Redis when the plugin was given it.
 */
export function installApiRateLimits(
  api: FastifyInstance,
  config: Config,
  clients: KnownClients,
): void {
  const bucket = (name: string, max: number, timeWindow: number): Bucket => {
    const options: CreateRateLimitOptions & { cache: number } = {
      max,
      timeWindow,
      keyGenerator: (req) => `${name}:${clients.clientOf(req)}`,
      cache: 50_000, // clients counted at once in this process's memory store
    };
    return { check: api.createRateLimit(options) };
  };
  const general = bucket('api', config.RATE_LIMIT_PER_MINUTE, MINUTE);
  const stricter: Record<'codes' | 'sign-in', Bucket> = {
    codes: bucket('codes', config.OTP_REQUESTS_PER_IP, 15 * MINUTE),
    'sign-in': bucket('sign-in', config.SIGN_IN_ATTEMPTS_PER_IP, 15 * MINUTE),
  };
  const webhooks = bucket('webhooks', config.WEBHOOKS_PER_MINUTE, MINUTE);
  const refusals = new RefusalLog();

  const count = async (b: Bucket, req: FastifyRequest, reply: FastifyReply) => {
    const r = await b.check(req);
    if (r.isAllowed) return;
    reply.headers({
      'x-ratelimit-limit': r.max,
      'x-ratelimit-remaining': r.remaining,
      'x-ratelimit-reset': r.ttlInSeconds,
    });
    if (!r.isExceeded) return;
    reply.header('retry-after', r.ttlInSeconds);
    refusals.note(req.log, r.key, r.ttl, req.url.split('?')[0] ?? '');
    throw new AppError(429, 'RATE_LIMITED', {
      messageId: 'errors.rate-limited',
      values: { seconds: r.ttlInSeconds },
    });
  };

  api.addHook('onRequest', async (req, reply) => {
    const which = req.routeOptions.config?.rateBucket;
    if (which === 'none') return;
    if (which === 'webhooks') return count(webhooks, req, reply);
    await count(general, req, reply);
    if (which) await count(stricter[which], req, reply);
  });
}
