import {
  ApiErrorBody,
  OtpProof,
  OtpRequestAnswer,
  OtpRequestBody,
  Profile,
  ProfileDeleteAnswer,
  ProfileDeleteBody,
  ProfileExport,
  ProfileLanguage,
  ProfileLanguageBody,
  ProfileUpdateBody,
  WhatsAppConsent,
  WhatsAppConsentBody,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { requestOtp } from '../auth';
import { currentUser } from '../../lib/request-user';
import { confirmContactChange, deleteAccount, exportMyData } from './profile.service';
import { getUser, toProfile, updateUsername } from './users.service';
import { readProfileLanguage, setProfileLanguage } from './profile-language.service';
import { readWhatsAppConsent, setWhatsAppConsent } from './whatsapp-consent.service';

const tags = ['profile'];

/**
 * The signed-in shopper's profile: read, rename, change contact, export, delete. Registered in
 * the scope that requires a user.
 */
export function registerUsersUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/profile',
    { schema: { tags, summary: 'My profile', response: { 200: Profile } } },
    async (req) => toProfile(await getUser(db, currentUser(req).userId)),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags,
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
      config: { rateBucket: 'codes' },
      schema: {
        tags,
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
        language: req.language,
      }),
  );

  app.post(
    '/profile/contact/confirm',
    {
      config: { rateBucket: 'sign-in' },
      schema: {
        tags,
        summary: 'Apply the new email or mobile',
        body: OtpProof,
        response: { 200: Profile },
      },
    },
    async (req) => confirmContactChange(deps, currentUser(req).userId, req.body),
  );

  app.get(
    '/profile/language',
    {
      schema: {
        tags,
        summary: 'The language I chose for the store and its messages (null: not chosen)',
        response: { 200: ProfileLanguage },
      },
    },
    async (req) => readProfileLanguage(db, currentUser(req).userId),
  );

  app.put(
    '/profile/language',
    {
      schema: {
        tags,
        summary: 'Choose my language: the store, emails, SMS and WhatsApp updates follow it',
        body: ProfileLanguageBody,
        response: { 200: ProfileLanguage },
      },
    },
    async (req) => setProfileLanguage(db, currentUser(req).userId, req.body.Language),
  );

  app.get(
    '/profile/whatsapp',
    {
      schema: {
        tags,
        summary: 'Whether I get order updates on WhatsApp, since when and on which mobile',
        response: { 200: WhatsAppConsent },
      },
    },
    async (req) => readWhatsAppConsent(deps, currentUser(req).userId),
  );

  app.put(
    '/profile/whatsapp',
    {
      schema: {
        tags,
        summary: 'Opt in to order updates on WhatsApp (to my account’s mobile), or out',
        body: WhatsAppConsentBody,
        response: { 200: WhatsAppConsent, 409: ApiErrorBody },
      },
    },
    async (req) => setWhatsAppConsent(deps, currentUser(req).userId, req.body.OptedIn),
  );

  app.get(
    '/profile/export',
    {
      schema: { tags, summary: 'All my data, as JSON', response: { 200: ProfileExport } },
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
      schema: {
        tags,
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
