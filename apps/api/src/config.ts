import { z } from 'zod';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every environment variable the API reads, parsed once at start. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  /** Seconds DATA_DIR's lock must show no heartbeat before its holder counts as dead (kill -9). */
  DATA_DIR_LOCK_STALE_SECONDS: z.coerce.number().min(0.5).max(600).default(10),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Seconds a stopping process (SIGTERM) keeps serving while /api/health answers 503 "draining",
   * so a balancer that polls it routes away before the listener closes.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(2),
  /** Seconds a claimed job is leased to its worker; a killed worker's jobs are taken up after it. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  WEB_DIST_DIR: z.string().optional(),
  /** Where the built store console is (default apps/admin/dist), served under /admin. */
  CONSOLE_DIST_DIR: z.string().optional(),
  SEED: bool.default(true),
  /** Bearer token with the owner's rights in the console's calls, for automation; unset: off. */
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** The first owner of the console, made at start when the store has no owner yet. */
  OWNER_EMAIL: z
    .email()
    .transform((s) => s.toLowerCase())
    .optional(),
  /** The first owner's mobile (10 digits), instead of or beside OWNER_EMAIL. */
  OWNER_PHONE: z
    .string()
    .regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile')
    .optional(),
  OWNER_NAME: z.string().min(1).max(80).default('Owner'),
  /**
   * The labelled sandbox gateway (no money moves; its orders are test orders). Unset: on while
   * Razorpay is off, and in production only for a localhost PUBLIC_URL (the `npm start` demo).
   */
  PAYMENTS_SANDBOX: bool.optional(),
  /** Minutes an online order may stay unpaid before it expires and gives back its stock. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(15),

  // Razorpay (modules/payments): all three keys turn it on.
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  /**
   * The key (32 bytes: 64 hex digits or base64) that encrypts secrets kept in the database (the
   * Razorpay keys the owner connects in the console). Unset: one is made once in
   * DATA_DIR/secrets.key (mode 0600); give every process of a several-machine store this one.
   */
  SECRETS_KEY: z
    .string()
    .refine((s) => secretsKeyBytes(s) !== null, 'must be 32 bytes as 64 hex digits or base64')
    .optional(),
  /** Razorpay's API (a local server speaking it in tests). */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  /** Razorpay Checkout's script (a stand-in in browser tests). */
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),

  // Sign-in (modules/auth): which service the web app uses, and its credentials.
  LOGIN_PROVIDER: z.enum(['kirana', 'firebase', 'otpless']).default('kirana'),
  /**
   * HMAC key of OTP codes, and the root of keys derived for other uses (signed return photo
   * addresses); without it one is generated and kept in the auth_secrets table.
   */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_API_KEY: z.string().min(1).optional(),
  /** The Firebase Auth domain of sign-in popups; default <project>.firebaseapp.com. */
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  /** A Firebase Auth emulator (or a local server speaking its protocol) the web app signs in with. */
  FIREBASE_AUTH_EMULATOR_URL: z.string().url().optional(),
  FIREBASE_CERTS_URL: z
    .string()
    .url()
    .default(
      'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com',
    ),
  /** A JWKS instead of the X.509 map above, when set. */
  FIREBASE_JWKS_URL: z.string().url().optional(),
  /** Comma-separated sign-in methods the web app offers through Firebase. */
  FIREBASE_LOGIN_METHODS: z.string().default('Google,Facebook,Phone,Email'),
  OTPLESS_APP_ID: z.string().min(1).optional(),
  OTPLESS_CLIENT_ID: z.string().min(1).optional(),
  OTPLESS_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OTPless sign-in script the web app loads. */
  OTPLESS_SDK_URL: z.string().url().default('https://otpless.com/v2/auth.js'),
  OTPLESS_VERIFY_URL: z
    .string()
    .url()
    .default('https://user-auth.otpless.app/auth/v1/validate/token'),
  // Web Push (modules/notifications). Without both keys a pair is made at first start and kept
  // in the database, so every process and restart signs with the same one.
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services may contact about this sender (RFC 8292 `sub`): mailto: or https: */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .default('mailto:support@kirana.example'),
  /** A PEM file of extra certificate authorities trusted for push services (a private one, tests). */
  PUSH_CA_FILE: z.string().min(1).optional(),
  /**
   * Comma-separated push service hosts that may be on a private address (one inside the
   * network, the tests' stand-in); every other endpoint must be public (push-endpoint.ts).
   */
  PUSH_PRIVATE_HOSTS: z.string().optional(),
  /** The Maps JavaScript API script of the address form's pin (a proxy, or a stand-in in tests). */
  MAPS_SDK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://maps.googleapis.com/maps/api/js'),
  /** Comma-separated emails or mobiles that sign in with TEST_LOGIN_CODE and get no message. */
  TEST_LOGIN_IDENTIFIERS: z.string().default(''),
  TEST_LOGIN_CODE: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional(),
  /** Sign-in codes one client (a signed-in user, else an address) may ask for per 15 minutes. */
  OTP_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Sign-ins and code checks one client (a signed-in user, else an address) may try per 15 minutes. */
  SIGN_IN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(60),
  /** Webhook calls (Razorpay's and WhatsApp's, signature-checked) one sender address may make per minute. */
  WEBHOOKS_PER_MINUTE: z.coerce.number().int().min(1).default(6000),

  // Messages (lib/messaging).
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kirana <no-reply@kirana.local>'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Keep messages in the dev outbox; default: on outside production, or with no SMTP and no SMS. */
  DEV_OUTBOX: bool.optional(),

  // WhatsApp order updates (modules/whatsapp): on when the token and the phone number id are set.
  /** A Cloud API access token (a system user's) with whatsapp_business_messaging. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  /** The id of the store's WhatsApp business phone number (not the number itself). */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'must be the numeric phone number id')
    .optional(),
  /** The Meta app's secret: the key of the status webhooks' X-Hub-Signature-256. */
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  /** What the webhook subscription handshake must send as hub.verify_token. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  /** The Graph API with its version (a local server speaking it in tests). */
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
});

/** SECRETS_KEY's 32 bytes (64 hex digits, or base64 of 32 bytes), else null. */
export function secretsKeyBytes(s: string): Buffer | null {
  const key = /^[0-9a-f]{64}$/i.test(s)
    ? Buffer.from(s, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(s)
      ? Buffer.from(s, 'base64')
      : null;
  return key?.length === 32 ? key : null;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What the chosen sign-in service cannot work without. */
const SignInRequirements = ConfigSchema.superRefine((c, ctx) => {
  const need = (key: keyof typeof c, why: string) => {
    if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required ${why}` });
  };
  if (c.LOGIN_PROVIDER === 'firebase') {
    need('FIREBASE_PROJECT_ID', 'when LOGIN_PROVIDER is firebase');
    need('FIREBASE_API_KEY', 'when LOGIN_PROVIDER is firebase');
  }
  if (c.LOGIN_PROVIDER === 'otpless') {
    need('OTPLESS_APP_ID', 'when LOGIN_PROVIDER is otpless');
    need('OTPLESS_CLIENT_ID', 'when LOGIN_PROVIDER is otpless');
    need('OTPLESS_CLIENT_SECRET', 'when LOGIN_PROVIDER is otpless');
  }
  const razorpayKeys = [
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
  ] as const;
  if (razorpayKeys.some((k) => c[k])) {
    for (const k of razorpayKeys) need(k, 'with the other Razorpay keys');
  }
  if (!c.VAPID_PUBLIC_KEY !== !c.VAPID_PRIVATE_KEY) {
    need('VAPID_PUBLIC_KEY', 'with VAPID_PRIVATE_KEY');
    need('VAPID_PRIVATE_KEY', 'with VAPID_PUBLIC_KEY');
  }
  // the emulator turns reCAPTCHA off in the browser: never a public host
  if (c.FIREBASE_AUTH_EMULATOR_URL && !LOOPBACK.has(new URL(c.FIREBASE_AUTH_EMULATOR_URL).hostname))
    ctx.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_URL'],
      message: 'must be a loopback address (127.0.0.1, localhost)',
    });
});

export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment; throws naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = SignInRequirements.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Razorpay is on when its three keys are set. */
export const razorpayOn = (
  c: Pick<Config, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>,
) => !!(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET && c.RAZORPAY_WEBHOOK_SECRET);

/** WhatsApp order updates are on when the token and the phone number id are set. */
export const whatsappOn = (c: Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID'>) =>
  !!(c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID);

export type PaymentConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'PUBLIC_URL'
  | 'PAYMENTS_SANDBOX'
  | 'RAZORPAY_KEY_ID'
  | 'RAZORPAY_KEY_SECRET'
  | 'RAZORPAY_WEBHOOK_SECRET'
>;

/** True for a store address on this machine (localhost, 127.x, [::1]): no public origin. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}

/**
 * The sandbox gateway: as PAYMENTS_SANDBOX says; unset, on while Razorpay is off, and in
 * production only for a store with no public address (a localhost PUBLIC_URL: the `npm start`
 * demo), so a real shop that forgot its Razorpay keys offers no sandbox to its shoppers.
 */
export const sandboxOn = (c: PaymentConfig): boolean =>
  c.PAYMENTS_SANDBOX ??
  (!razorpayOn(c) && (c.NODE_ENV !== 'production' || isLocalUrl(c.PUBLIC_URL)));
