import type { z } from 'zod';
import {
  AdminPage,
  AdminPages,
  AdminSettings,
  CodSettings,
  UnpaidOrderLimits,
  DeliverySettings,
  LogoAnswer,
  PagePreview,
  PagePreviewBody,
  PageSlugParam,
  PageUpdateBody,
  PlatformFeeSettings,
  SignInSettings,
  StaffAlertSettings,
  StaffAlertSettingsAnswer,
  StoreDetails,
  StoreDetailsBody,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { PHOTO_UPLOAD_DESCRIPTION, registerPhotoUpload } from '../../../lib/photos';
import { auditActor } from '../../staff';
import { listAdminPages, updatePage } from './pages.service';
import { sanitisePageHtml } from '../sanitise-html';
import {
  getStaffAlertSettings,
  readAdminSettings,
  saveStaffAlertSettings,
  saveCodSettings,
  saveUnpaidOrderLimits,
  saveDeliverySettings,
  saveLogo,
  savePlatformFee,
  saveSignInSettings,
  saveStoreDetails,
} from './settings.service';

const content = { permission: 'content:write' } as const;
const settings = { permission: 'settings:write' } as const;

/** The console's information pages (content:write) and store settings (settings:write). */
export function registerContentAdminRoutes(app: App, deps: AppDeps): void {
  registerPagesAdminRoutes(app, deps);
  registerSettingsAdminRoutes(app, deps);
  registerLogoUpload(app, deps);
}

function registerPagesAdminRoutes(app: App, deps: AppDeps): void {
  const tags = ['console: content'];
  app.get(
    '/admin/pages',
    {
      config: content,
      schema: { tags, summary: 'About-us, terms and privacy', response: { 200: AdminPages } },
    },
    async () => ({ Pages: await listAdminPages(deps.database.db) }),
  );
  app.put(
    '/admin/pages/:slug',
    {
      config: content,
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'Save a page (its HTML is sanitised) or switch about-us on or off',
        params: PageSlugParam,
        body: PageUpdateBody,
        response: { 200: AdminPage },
      },
    },
    async (req) => updatePage(deps, auditActor(req), req.params.slug, req.body),
  );
  app.post(
    '/admin/pages/preview',
    {
      config: content,
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'What a page’s HTML becomes once sanitised (nothing is saved)',
        body: PagePreviewBody,
        response: { 200: PagePreview },
      },
    },
    async (req) => ({ Content: sanitisePageHtml(req.body.Content) }),
  );
}

function registerSettingsAdminRoutes(app: App, deps: AppDeps): void {
  const tags = ['console: settings'];
  app.get(
    '/admin/settings',
    {
      config: settings,
      schema: {
        tags,
        summary: 'Store details, delivery and fees, COD and sign-in methods',
        response: { 200: AdminSettings },
      },
    },
    async () => readAdminSettings(deps.database.db, deps.config),
  );
  const schema = <B extends z.ZodType>(summary: string, body: B) => ({
    tags,
    summary,
    body,
    response: { 200: body },
  });
  app.put(
    '/admin/settings/store',
    {
      config: settings,
      schema: {
        ...schema('Store name, contacts, address and GSTIN', StoreDetailsBody),
        response: { 200: StoreDetails },
      },
    },
    async (req) => saveStoreDetails(deps, auditActor(req), req.body),
  );
  app.put(
    '/admin/settings/delivery',
    {
      config: settings,
      schema: schema('Delivery methods, their fees and free-delivery thresholds', DeliverySettings),
    },
    async (req) => saveDeliverySettings(deps, auditActor(req), req.body),
  );
  app.put(
    '/admin/settings/platform-fee',
    { config: settings, schema: schema('The platform fee', PlatformFeeSettings) },
    async (req) => savePlatformFee(deps, auditActor(req), req.body),
  );
  app.put(
    '/admin/settings/cod',
    {
      config: settings,
      schema: schema('Cash on delivery: on or off, order values, fee', CodSettings),
    },
    async (req) => saveCodSettings(deps, auditActor(req), req.body),
  );
  app.put(
    '/admin/settings/unpaid-orders',
    {
      config: settings,
      schema: schema(
        'How many unpaid orders (online awaiting payment, cash on delivery) and units one shopper may keep open',
        UnpaidOrderLimits,
      ),
    },
    async (req) => saveUnpaidOrderLimits(deps, auditActor(req), req.body),
  );
  app.get(
    '/admin/settings/alerts',
    {
      config: settings,
      schema: {
        tags,
        summary: 'Who is told of new orders and low stock, and the low-stock threshold',
        response: { 200: StaffAlertSettingsAnswer },
      },
    },
    async () => getStaffAlertSettings(deps.database.db),
  );
  app.put(
    '/admin/settings/alerts',
    {
      config: settings,
      schema: {
        tags,
        summary:
          'New-order and low-stock messages: the email and mobile told, and the low-stock threshold',
        body: StaffAlertSettings,
        response: { 200: StaffAlertSettingsAnswer },
      },
    },
    async (req) => saveStaffAlertSettings(deps, auditActor(req), req.body),
  );
  app.put(
    '/admin/settings/sign-in',
    { config: settings, schema: schema('Which sign-in methods the store shows', SignInSettings) },
    async (req) => saveSignInSettings(deps, auditActor(req), req.body),
  );
}

/** POST /admin/settings/logo: the image itself as the body, re-encoded (sniffed, capped). */
function registerLogoUpload(app: App, deps: AppDeps): void {
  registerPhotoUpload(
    app,
    '/admin/settings/logo',
    {
      tags: ['console: settings'],
      summary: 'Upload the store logo (JPEG, PNG or WebP, at most 8 MB)',
      description: PHOTO_UPLOAD_DESCRIPTION,
      response: { 200: LogoAnswer },
    },
    (req, photo) => saveLogo(deps, auditActor(req), photo),
    { config: settings, status: 200 },
  );
}
