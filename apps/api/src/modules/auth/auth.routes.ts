import {
  AuthUsersBody,
  DevOutboxAnswer,
  DevOutboxQuery,
  LoginAnswer,
  LoginConfig,
  LogoutAnswer,
  OtpRequestAnswer,
  OtpRequestBody,
  SessionIdParams,
  SessionList,
} from '@kirana/shared';
import type { App } from '../../app';
import type { AppDeps } from '../../lib/deps';
import { currentUser, requireUser } from '../../lib/auth-guard';
import { devOutboxEnabled, readOutbox } from '../../lib/messaging';
import { loginConfig, signIn } from './auth.service';
import { emailOf, indianMobileOf } from './identity';
import { requestOtp } from './otp.service';
import { describeSessions, revokeAllSessions, revokeSession } from './sessions.service';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** Sign-in: login configuration, built-in OTP, /auth-users, sessions and logout. */
export function registerAuthRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const onRequest = requireUser(deps);

  app.get(
    '/get-firebaseAndOtplessLoginConfig',
    {
      schema: {
        tags,
        summary: 'Which sign-in service to use, and its settings',
        response: { 200: LoginConfig },
      },
    },
    async () => loginConfig(deps.config),
  );

  app.post(
    '/otp/request',
    {
      config: { rateLimit: { max: deps.config.OTP_REQUESTS_PER_IP, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Send a 6-digit sign-in code by email or SMS',
        body: OtpRequestBody,
        response: { 200: OtpRequestAnswer },
      },
    },
    async (req) =>
      requestOtp(deps, req.log, {
        channel: req.body.channel,
        identifier: req.body.identifier,
        browserKey: req.body.BrowserKey,
        purpose: 'login',
        ip: req.ip,
      }),
  );

  app.post(
    '/auth-users',
    {
      schema: {
        tags,
        summary: 'Sign in with a provider proof (OTP, Firebase ID token or OTPless token)',
        body: AuthUsersBody,
        response: { 200: LoginAnswer },
      },
    },
    async (req) => signIn(deps, req.body, req.headers['user-agent'] ?? ''),
  );

  app.post(
    '/logout',
    {
      onRequest,
      schema: { tags, security, summary: 'End this session', response: { 200: LogoutAnswer } },
    },
    async (req) => {
      const me = currentUser(req);
      await revokeSession(db, me.userId, me.sessionId);
      return { Success: true as const, RevokedSessions: 1 };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'End every session of mine',
        response: { 200: LogoutAnswer },
      },
    },
    async (req) => ({
      Success: true as const,
      RevokedSessions: await revokeAllSessions(db, currentUser(req).userId),
    }),
  );

  app.get(
    '/sessions',
    {
      onRequest,
      schema: { tags, security, summary: 'My live sessions', response: { 200: SessionList } },
    },
    async (req) => ({ Sessions: await describeSessions(db, currentUser(req)) }),
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'End one of my sessions',
        params: SessionIdParams,
        response: { 200: LogoutAnswer },
      },
    },
    async (req) => {
      await revokeSession(db, currentUser(req).userId, req.params.id);
      return { Success: true as const, RevokedSessions: 1 };
    },
  );

  if (devOutboxEnabled(deps.config)) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages kept instead of sent (no SMTP or SMS configured)',
          querystring: DevOutboxQuery,
          response: { 200: DevOutboxAnswer },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const to = emailOf(req.query.to) ?? indianMobileOf(req.query.to) ?? req.query.to;
        return { Messages: await readOutbox(db, to) };
      },
    );
  }
}
