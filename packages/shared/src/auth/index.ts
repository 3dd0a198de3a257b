import { z } from 'zod';
import { IndianMobile } from '../common/india';
import { dbIdParam, text } from '../common/input';
import { Address } from '../address';

export * from './codes';

// The sign-in calls: login configuration, the built-in OTP service, /auth-users and sessions.

export const LOGIN_SERVICES = ['kirana', 'firebase', 'otpless'] as const;
export const LoginService = z.enum(LOGIN_SERVICES);
export type LoginService = z.infer<typeof LoginService>;

export const LOGIN_METHODS = ['Email', 'Google', 'Phone', 'Facebook'] as const;
export const LoginMethod = z.enum(LOGIN_METHODS);
export type LoginMethod = z.infer<typeof LoginMethod>;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const OTP_EXPIRES_SECONDS = 300;

export const LoginConfig = z.object({
  Config: z.object({
    vapId: z.string().nullable().describe('VAPID public key of Web Push; null when push is off'),
    OtpLength: z.literal(OTP_LENGTH),
    OtpResendSeconds: z.number().int(),
    EmailLoginEnabled: z.boolean(),
    PhoneLoginEnabled: z.boolean(),
    DevOutbox: z.boolean().describe('true: messages are kept in /api/dev/outbox, not sent'),
    FirebaseProjectId: z.string().nullable(),
    FirebaseApiKey: z.string().nullable(),
    FirebaseAuthDomain: z.string().nullable(),
    FirebaseAuthEmulatorUrl: z
      .string()
      .nullable()
      .describe('a Firebase Auth emulator the web app signs in with (development and tests)'),
    OtplessSdkUrl: z.string().describe('the OTPless sign-in script'),
  }),
  LoginServiceProvider: LoginService,
  OtpLessAppId: z.string().nullable(),
  FirebaseAllowedLoginMethods: z.array(z.string()),
});
export type LoginConfig = z.infer<typeof LoginConfig>;

export const OtpChannel = z.enum(['email', 'phone']);
export type OtpChannel = z.infer<typeof OtpChannel>;

const EmailAddress = text()
  .trim()
  .max(254)
  .pipe(z.email('Enter a valid email address'))
  .transform((s) => s.toLowerCase());

/** A random secret the asking browser keeps, so only it signs in by the emailed link unasked. */
export const BrowserKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, 'Must be 22 to 128 URL-safe characters')
  .describe('a random secret kept by the browser that asks for the code');

/** Where a one-time code goes: an email address (lower-cased) or a +91 mobile (10 digits). */
export const OtpRequestBody = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('email'),
    identifier: EmailAddress,
    BrowserKey: BrowserKey.optional(),
  }),
  z.object({
    channel: z.literal('phone'),
    identifier: IndianMobile,
    BrowserKey: BrowserKey.optional(),
  }),
]);
export type OtpRequestBody = z.infer<typeof OtpRequestBody>;

/** The same answer whether or not an account exists. */
export const OtpRequestAnswer = z.object({
  RequestId: z.uuid(),
  ResendAfterSeconds: z.number().int(),
  ExpiresInSeconds: z.number().int(),
});
export type OtpRequestAnswer = z.infer<typeof OtpRequestAnswer>;

export const OtpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');
export const OtpProof = z.object({ RequestId: z.uuid(), Code: OtpCode });
export type OtpProof = z.infer<typeof OtpProof>;

/** The spec's login payload: our fields plus the provider's proof (other provider data ignored). */
export const AuthUsersBody = z.object({
  username: text().trim().max(80).nullish(),
  email: text().trim().max(254).nullish(),
  phoneNumber: text().trim().max(20).nullish(),
  loginUsing: LoginMethod,
  loginService: LoginService,
  RequestId: z.uuid().optional().describe('kirana: the OTP request'),
  Code: OtpCode.optional().describe('kirana: the code received'),
  BrowserKey: BrowserKey.optional().describe('kirana: the secret sent with the code request'),
  Confirmed: z
    .boolean()
    .optional()
    .describe('kirana: the shopper confirmed signing in on this device (typed code, or a button)'),
  idToken: text().min(1).max(8192).optional().describe('firebase: the ID token'),
  token: text().min(1).max(8192).optional().describe('otpless: the token'),
});
export type AuthUsersBody = z.infer<typeof AuthUsersBody>;

export const UserData = z.object({
  UserId: z.number().int(),
  Username: z.string(),
  Email: z.string().nullable(),
  PhoneNumber: z.string().nullable().describe('10 digits, without +91'),
  LoginFrom: z.string(),
});
export type UserData = z.infer<typeof UserData>;

export const LoginAnswer = z.object({
  Token: z.string().describe('opaque; send as Authorization: Bearer <Token>'),
  UserData,
  IsTestUser: z.boolean(),
  DefaultAddress: Address.nullable(),
  IsFirstLogin: z.boolean(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const SessionInfo = z.object({
  SessionId: z.number().int(),
  UserAgent: z.string(),
  CreatedAt: z.string(),
  LastSeenAt: z.string(),
  ExpiresAt: z.string(),
  IsCurrent: z.boolean(),
});
export const SessionList = z.object({ Sessions: z.array(SessionInfo) });
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SessionIdParams = z.object({ id: dbIdParam() });

export const LogoutAnswer = z.object({
  Success: z.literal(true),
  RevokedSessions: z.number().int(),
});
export type LogoutAnswer = z.infer<typeof LogoutAnswer>;

export const DevOutboxQuery = z.object({ to: text().trim().min(1).max(254) });
export const DevOutboxAnswer = z.object({
  Messages: z.array(
    z.object({
      Id: z.number().int(),
      Channel: z.string(),
      To: z.string(),
      Subject: z.string(),
      Body: z.string(),
      CreatedAt: z.string(),
    }),
  ),
});
export type DevOutboxAnswer = z.infer<typeof DevOutboxAnswer>;
