import {
  AuthUsersBody,
  LoginAnswer,
  LoginConfig,
  LogoutAnswer,
  OtpRequestAnswer,
  OtpRequestBody,
  SessionIdParams,
  SessionList,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { isLocalDirectRequest, localHostNames } from '../../lib/local-request';
import { getSignInSettings } from '../content';
import { vapidPublicKey } from '../notifications';
import { loginConfig, signIn } from './auth.service';
import { requestOtp } from './otp.service';
import { describeSessions, revokeAllSessions, revokeSession } from './sessions.service';
import { currentUser } from '../../lib/request-user';

const tags = ['auth'];

/** Sign-in, open to anyone: login configuration, built-in OTP and /auth-users. */
export function registerAuthPublicRoutes(app: App, deps: AppDeps): void {
  const localNames = localHostNames(deps.config.PUBLIC_URL);
  app.get(
    '/get-firebaseAndOtplessLoginConfig',
    {
      schema: {
        tags,
        summary: 'Which sign-in service to use, and its settings',
        response: { 200: LoginConfig },
      },
    },
    async (req) =>
      loginConfig(
        deps.config,
        await vapidPublicKey(deps),
        isLocalDirectRequest(req, localNames),
        await getSignInSettings(deps.database.readDb),
      ),
  );

  app.post(
    '/otp/request',
    {
      config: { rateBucket: 'codes' },
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
        language: req.language,
      }),
  );

  app.post(
    '/auth-users',
    {
      config: { rateBucket: 'sign-in' },
      schema: {
        tags,
        summary: 'Sign in with a provider proof (OTP, Firebase ID token or OTPless token)',
        body: AuthUsersBody,
        response: { 200: LoginAnswer },
      },
    },
    async (req) => signIn(deps, req.body, req.headers['user-agent'] ?? ''),
  );
}

/** The signed-in shopper's sessions and logout; registered in the scope that requires a user. */
export function registerAuthUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/logout',
    {
      schema: { tags, summary: 'End this session', response: { 200: LogoutAnswer } },
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
      schema: {
        tags,
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
      schema: { tags, summary: 'My live sessions', response: { 200: SessionList } },
    },
    async (req) => ({ Sessions: await describeSessions(db, currentUser(req)) }),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
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
}
