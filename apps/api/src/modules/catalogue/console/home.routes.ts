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
import { auditActor } from '../../staff';
import { commitChange } from './change';
import { homeBanners, homeShelves, type HomeListConsole } from './home-lists.service';
import { storeMedia } from './image.service';
import { IMAGE_UPLOAD_DESCRIPTION, registerImageUpload } from './image-upload';

// The home page's banners and shelves (kept by the content module) and the console's image
// upload they use; catalogue:write, like the products they show.

const permission = 'catalogue:write' as const;
const tags = ['admin: home page'];
const errors = { 400: ApiErrorBody, 404: ApiErrorBody };
const ItemId = z.string().regex(/^[\w-]{1,80}$/, 'not an id');

export function registerHomeConsoleRoutes(app: App, deps: AppDeps): void {
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
  registerHomeListRoutes(app, deps, {
    path: '/admin/home-banners',
    service: homeBanners,
    schemas: {
      answer: AdminBanners,
      item: StoredHomeBanner,
      create: BannerCreateBody,
      update: BannerUpdateBody,
    },
    summaries: {
      list: 'Every banner (inactive too), in order',
      create: 'Add a banner (last)',
      update: 'Change a banner (IsActive false takes it off the home page)',
      remove: 'Delete a banner',
      order: 'Put the banners in a new order (every BannerId once)',
    },
  });
  registerHomeListRoutes(app, deps, {
    path: '/admin/home-shelves',
    service: homeShelves,
    schemas: {
      answer: AdminShelves,
      item: HomeShelf,
      create: ShelfCreateBody,
      update: ShelfUpdateBody,
    },
    summaries: {
      list: 'Every shelf (inactive too), in order',
      create: 'Add a shelf (last): chosen products, or a category',
      update: 'Change a shelf',
      remove: 'Delete a shelf',
      order: 'Put the shelves in a new order (every ShelfId once)',
    },
  });
}

/** The routes of one home-page list: its schemas, the summaries its API document shows. */
interface HomeListRoutes<Created, Changed, Item, Answer> {
  path: string;
  service: HomeListConsole<Created, Changed, Item, Answer>;
  schemas: {
    answer: z.ZodType<Answer>;
    item: z.ZodType<Item>;
    create: z.ZodType<Created>;
    update: z.ZodType<Changed>;
  };
  summaries: Record<keyof HomeListConsole<Created, Changed, Item, Answer>, string>;
}

/** GET, POST, PATCH and DELETE of one list's items, and PUT of their order. */
function registerHomeListRoutes<Created, Changed, Item, Answer>(
  app: App,
  deps: AppDeps,
  routes: HomeListRoutes<Created, Changed, Item, Answer>,
): void {
  // the signature ties each schema to the service's type; the handlers need no more than that
  const { path, service, schemas, summaries }: HomeListRoutes<unknown, unknown, unknown, unknown> =
    routes;
  app.get(
    path,
    {
      config: { permission },
      schema: { tags, summary: summaries.list, response: { 200: schemas.answer } },
    },
    () => service.list(deps),
  );
  app.post(
    path,
    {
      config: { permission },
      schema: {
        tags,
        summary: summaries.create,
        body: schemas.create,
        response: { 201: schemas.item, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.create(deps, auditActor(req), req.body)),
  );
  app.patch(
    `${path}/:itemId`,
    {
      config: { permission },
      schema: {
        tags,
        summary: summaries.update,
        params: HomeItemParams,
        body: schemas.update,
        response: { 200: schemas.item, ...errors },
      },
    },
    (req) => service.update(deps, auditActor(req), req.params.itemId, req.body),
  );
  app.delete(
    `${path}/:itemId`,
    {
      config: { permission },
      schema: {
        tags,
        summary: summaries.remove,
        params: HomeItemParams,
        response: { 200: schemas.answer, ...errors },
      },
    },
    (req) => service.remove(deps, auditActor(req), req.params.itemId),
  );
  app.put(
    `${path}/order`,
    {
      config: { permission },
      schema: {
        tags,
        summary: summaries.order,
        body: OrderBody(ItemId),
        response: { 200: schemas.answer, ...errors },
      },
    },
    (req) => service.order(deps, auditActor(req), req.body.Ids),
  );
}
