import { z } from 'zod';
import {
  AdminBanners,
  AdminShelves,
  ApiErrorBody,
  BannerCreateBody,
  BannerUpdateBody,
  HomeItemParams,
  HomeShelf,
  OrderBody,
  ShelfCreateBody,
  ShelfUpdateBody,
  StoredHomeBanner,
  UploadedMedia,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { homeAdmin } from '../../content';
import { auditActor } from '../../staff';
import { commitChange } from './change';
import { storeMedia } from './image.service';
import { IMAGE_UPLOAD_DESCRIPTION, registerImageUpload } from './image-upload';

// The home page's banners and shelves (kept by the content module) and the console's image
// upload they use; catalogue:write, like the products they show.

const permission = 'catalogue:write' as const;
const tags = ['admin: home page'];
const errors = { 400: ApiErrorBody, 404: ApiErrorBody };
const ItemId = z.string().regex(/^[\w-]{1,80}$/, 'not an id');

export function registerHomeConsoleRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  registerImageUpload(
    app,
    '/admin/media',
    permission,
    {
      tags,
      summary: 'Upload an image for a banner (its MediaId is then named in the banner)',
      description: IMAGE_UPLOAD_DESCRIPTION,
      response: { 201: UploadedMedia, 400: ApiErrorBody, 413: ApiErrorBody, 415: ApiErrorBody },
    },
    (req, photo) => commitChange(deps, (tx) => storeMedia(tx, auditActor(req), photo)),
  );

  app.get(
    '/admin/home-banners',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Every banner (inactive too), in order',
        response: { 200: AdminBanners },
      },
    },
    async () => ({ Banners: await homeAdmin.listBanners(db) }),
  );
  app.post(
    '/admin/home-banners',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add a banner (last)',
        body: BannerCreateBody,
        response: { 201: StoredHomeBanner, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await commitChange(deps, (tx) => homeAdmin.createBanner(tx, auditActor(req), req.body)),
        ),
  );
  app.patch(
    '/admin/home-banners/:itemId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change a banner (IsActive false takes it off the home page)',
        params: HomeItemParams,
        body: BannerUpdateBody,
        response: { 200: StoredHomeBanner, ...errors },
      },
    },
    (req) =>
      commitChange(deps, (tx) =>
        homeAdmin.updateBanner(tx, auditActor(req), req.params.itemId, req.body),
      ),
  );
  app.delete(
    '/admin/home-banners/:itemId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete a banner',
        params: HomeItemParams,
        response: { 200: AdminBanners, ...errors },
      },
    },
    async (req) => {
      await commitChange(deps, (tx) =>
        homeAdmin.deleteBanner(tx, auditActor(req), req.params.itemId),
      );
      return { Banners: await homeAdmin.listBanners(db) };
    },
  );
  app.put(
    '/admin/home-banners/order',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Put the banners in a new order (every BannerId once)',
        body: OrderBody(ItemId),
        response: { 200: AdminBanners, ...errors },
      },
    },
    async (req) => ({
      Banners: await commitChange(deps, (tx) =>
        homeAdmin.orderBanners(tx, auditActor(req), req.body.Ids),
      ),
    }),
  );

  app.get(
    '/admin/home-shelves',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Every shelf (inactive too), in order',
        response: { 200: AdminShelves },
      },
    },
    async () => ({ Shelves: await homeAdmin.listShelves(db) }),
  );
  app.post(
    '/admin/home-shelves',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add a shelf (last): chosen products, or a category',
        body: ShelfCreateBody,
        response: { 201: HomeShelf, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await commitChange(deps, (tx) => homeAdmin.createShelf(tx, auditActor(req), req.body)),
        ),
  );
  app.patch(
    '/admin/home-shelves/:itemId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change a shelf',
        params: HomeItemParams,
        body: ShelfUpdateBody,
        response: { 200: HomeShelf, ...errors },
      },
    },
    (req) =>
      commitChange(deps, (tx) =>
        homeAdmin.updateShelf(tx, auditActor(req), req.params.itemId, req.body),
      ),
  );
  app.delete(
    '/admin/home-shelves/:itemId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete a shelf',
        params: HomeItemParams,
        response: { 200: AdminShelves, ...errors },
      },
    },
    async (req) => {
      await commitChange(deps, (tx) =>
        homeAdmin.deleteShelf(tx, auditActor(req), req.params.itemId),
      );
      return { Shelves: await homeAdmin.listShelves(db) };
    },
  );
  app.put(
    '/admin/home-shelves/order',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Put the shelves in a new order (every ShelfId once)',
        body: OrderBody(ItemId),
        response: { 200: AdminShelves, ...errors },
      },
    },
    async (req) => ({
      Shelves: await commitChange(deps, (tx) =>
        homeAdmin.orderShelves(tx, auditActor(req), req.body.Ids),
      ),
    }),
  );
}
