import {
  OtpProof,
  OtpRequestAnswer,
  OtpRequestBody,
  Profile,
  ProfileDeleteAnswer,
  ProfileDeleteBody,
  ProfileExport,
  ProfileUpdateBody,
} from '@kirana/shared';
import type { App } from '../../app';
import type { AppDeps } from '../../lib/deps';
import { currentUser, requireUser } from '../../lib/auth-guard';
import { requestOtp } from '../auth';
import { confirmContactChange, deleteAccount, exportMyData } from './profile.service';
import { getUser, toProfile, updateUsername } from './users.service';

const tags = ['profile'];
const security = [{ bearer: [] }];

/** The signed-in shopper's profile: read, rename, change contact, export, delete. */
export function registerUsersRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const onRequest = requireUser(deps);

  app.get(
    '/profile',
    { onRequest, schema: { tags, security, summary: 'My profile', response: { 200: Profile } } },
    async (req) => toProfile(await getUser(db, currentUser(req).userId)),
  );

  app.patch(
    '/profile',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Change my name',
        body: ProfileUpdateBody,
        response: { 200: Profile },
      },
    },
    async (req) => updateUsername(db, currentUser(req).userId, req.body.Username),
  );

  app.post(
    '/profile/contact',
    {
      onRequest,
      config: { rateLimit: { max: deps.config.OTP_REQUESTS_PER_IP, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary: 'Send a code to a new email or mobile before it replaces mine',
        body: OtpRequestBody,
        response: { 200: OtpRequestAnswer },
      },
    },
    async (req) =>
      requestOtp(deps, req.log, {
        ...req.body,
        purpose: `contact:${currentUser(req).userId}`,
        ip: req.ip,
      }),
  );

  app.post(
    '/profile/contact/confirm',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Apply the new email or mobile',
        body: OtpProof,
        response: { 200: Profile },
      },
    },
    async (req) => confirmContactChange(deps, currentUser(req).userId, req.body),
  );

  app.get(
    '/profile/export',
    {
      onRequest,
      schema: { tags, security, summary: 'All my data, as JSON', response: { 200: ProfileExport } },
    },
    async (req, reply) => {
      reply.header('content-disposition', 'attachment; filename="kirana-my-data.json"');
      reply.header('cache-control', 'no-store');
      return exportMyData(deps, currentUser(req));
    },
  );

  app.delete(
    '/profile',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Delete my account: erase my personal data and end every session',
        body: ProfileDeleteBody,
        response: { 200: ProfileDeleteAnswer },
      },
    },
    async (req) => {
      await deleteAccount(deps, currentUser(req).userId);
      return { Deleted: true as const };
    },
  );
}
