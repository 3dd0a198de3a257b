import { z } from 'zod';
import {
  AdminCategories,
  AdminCategory,
  AdminProduct,
  AdminProductImages,
  AdminProductPage,
  AdminProductsQuery,
  ApiErrorBody,
  CatalogueUpdateAnswer,
  CategoryCreateBody,
  CategoryMoveBody,
  CategoryUpdateBody,
  IdParams,
  OrderBody,
  ProductCreateBody,
  ProductImageParams,
  ProductUpdateBody,
  StockMovementsAnswer,
  StockMovementsQuery,
  VariantCreateBody,
  VariantUpdateBody,
  dbId,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { queueRestockNotice } from '../restock-notice';
import { auditActor } from '../../staff';
import { commitChange } from './change';
import {
  adminCategory,
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  updateCategory,
} from './category.service';
import {
  addProductImage,
  deleteProductImage,
  orderProductImages,
  setCategoryImage,
} from './image.service';
import { IMAGE_UPLOAD_DESCRIPTION, registerImageUpload } from './image-upload';
import {
  addVariant,
  createProduct,
  updateProduct,
  updateVariant,
  type UpdatedFigures,
} from './product.service';
import { adminProduct, listAdminProducts } from './product.queries';
import { setProductArchived, setVariantArchived } from './archive.service';
import { stockHistory } from './stock-history.queries';

// The console's catalogue: categories, products, option rows and images. Reading and changing
// both need catalogue:write (a packer finds products through the orders they pack, and the
// console's lists show prices and stock, which a packer is not given).

const permission = 'catalogue:write' as const;
const tags = ['admin: catalogue'];
const errors = { 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const NoContent = z.null().describe('done');

export function registerCatalogueConsoleRoutes(app: App, deps: AppDeps): void {
  registerCategoryRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerArchiveRoutes(app, deps);
  registerImageRoutes(app, deps);
}

function registerCategoryRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/admin/categories',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Every category (inactive too), depth first in display order',
        response: { 200: AdminCategories },
      },
    },
    () => listAdminCategories(db),
  );
  app.post(
    '/admin/categories',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add a category',
        body: CategoryCreateBody,
        response: { 201: AdminCategory, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await commitChange(deps, (tx) => createCategory(tx, auditActor(req), req.body))),
  );
  app.patch(
    '/admin/categories/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change a category (IsActive false hides it and all below it from shoppers)',
        params: IdParams,
        body: CategoryUpdateBody,
        response: { 200: AdminCategory, ...errors },
      },
    },
    (req) =>
      commitChange(deps, (tx) => updateCategory(tx, auditActor(req), req.params.id, req.body)),
  );
  app.post(
    '/admin/categories/:id/move',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Move a category one place up or down among its siblings',
        params: IdParams,
        body: CategoryMoveBody,
        response: { 200: AdminCategories, ...errors },
      },
    },
    (req) => commitChange(deps, (tx) => moveCategory(tx, auditActor(req), req.params.id, req.body)),
  );
  app.delete(
    '/admin/categories/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete a category nothing is filed under (409 otherwise: deactivate it)',
        params: IdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (req, reply) => {
      await commitChange(deps, (tx) => deleteCategory(tx, auditActor(req), req.params.id));
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/admin/categories/:id/image',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Remove a category's picture",
        params: IdParams,
        response: { 200: AdminCategory, ...errors },
      },
    },
    async (req) => {
      await commitChange(deps, (tx) => setCategoryImage(tx, auditActor(req), req.params.id, null));
      return adminCategory(db, req.params.id);
    },
  );
}

function registerProductRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  /** After the commit: shoppers waiting for a restocked row are told (a job of notifications'). */
  const figures = async (row: UpdatedFigures, cacheState: string) => {
    if (row.restocked) await queueRestockNotice(db, row.productId, row.variantId);
    return {
      Id: row.id,
      Price: row.pricePaise,
      Mrp: row.mrpPaise,
      Stock: row.stock,
      IsActive: row.isActive,
      CacheState: cacheState,
    };
  };
  app.get(
    '/admin/products',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'A page of products, newest change first, with search and filters',
        querystring: AdminProductsQuery,
        response: { 200: AdminProductPage, 400: ApiErrorBody },
      },
    },
    (req) => listAdminProducts(db, req.query),
  );
  app.get(
    '/admin/products/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'A product with its option rows and images',
        params: IdParams,
        response: { 200: AdminProduct, ...errors },
      },
    },
    (req) => adminProduct(db, req.params.id),
  );
  app.post(
    '/admin/products',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add a product, simple or with option rows',
        body: ProductCreateBody,
        response: { 201: AdminProduct, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await commitChange(deps, (tx) => createProduct(tx, auditActor(req), req.body))),
  );
  app.patch(
    '/admin/products/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change a product (price, MRP and stock only on one without options)',
        params: IdParams,
        body: ProductUpdateBody,
        response: { 200: CatalogueUpdateAnswer, ...errors },
      },
    },
    async (req) => {
      const row = await commitChange(deps, (tx) =>
        updateProduct(tx, auditActor(req), req.params.id, req.body),
      );
      return figures(row, deps.cache.state);
    },
  );
  app.post(
    '/admin/products/:id/variants',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add an option row to a product',
        params: IdParams,
        body: VariantCreateBody,
        response: { 201: AdminProduct, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await commitChange(deps, (tx) =>
            addVariant(tx, auditActor(req), req.params.id, req.body),
          ),
        ),
  );
  app.patch(
    '/admin/variants/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change an option row',
        params: IdParams,
        body: VariantUpdateBody,
        response: { 200: CatalogueUpdateAnswer, ...errors },
      },
    },
    async (req) => {
      const row = await commitChange(deps, (tx) =>
        updateVariant(tx, auditActor(req), req.params.id, req.body),
      );
      return figures(row, deps.cache.state);
    },
  );
}

/** Archive and un-archive products and option rows (never deleted: orders name them), and stock history. */
function registerArchiveRoutes(app: App, deps: AppDeps): void {
  const routes = [
    ['products', 'a product', setProductArchived],
    ['variants', 'an option row', setVariantArchived],
  ] as const;
  for (const [path, what, set] of routes) {
    for (const archive of [true, false]) {
      app.post(
        `/admin/${path}/:id/${archive ? 'archive' : 'unarchive'}`,
        {
          config: { permission },
          schema: {
            tags,
            summary: archive
              ? `Archive ${what}: hidden from the storefront and the console's lists, kept for old orders`
              : `Un-archive ${what}: active and listed again`,
            params: IdParams,
            response: { 204: NoContent, ...errors },
          },
        },
        async (req, reply) => {
          await commitChange(deps, (tx) => set(tx, auditActor(req), req.params.id, archive));
          return reply.code(204).send(null);
        },
      );
    }
  }
  app.get(
    '/admin/products/:id/stock-movements',
    {
      config: { permission },
      schema: {
        tags,
        summary: "A simple product's or one option row's stock changes, newest first, with reasons",
        params: IdParams,
        querystring: StockMovementsQuery,
        response: { 200: StockMovementsAnswer, 400: ApiErrorBody },
      },
    },
    (req) => stockHistory(deps.database.db, req.params.id, req.query.variantId),
  );
}

function registerImageRoutes(app: App, deps: AppDeps): void {
  const uploadErrors = {
    400: ApiErrorBody,
    404: ApiErrorBody,
    413: ApiErrorBody,
    415: ApiErrorBody,
  };
  registerImageUpload<{ id: number }>(
    app,
    '/admin/products/:id/images',
    permission,
    {
      tags,
      summary: 'Upload an image of a product (added last; the first is the primary)',
      description: IMAGE_UPLOAD_DESCRIPTION,
      params: IdParams,
      response: { 201: AdminProductImages, ...uploadErrors },
    },
    (req, photo) =>
      commitChange(deps, (tx) => addProductImage(tx, auditActor(req), req.params.id, photo)),
  );
  registerImageUpload<{ id: number }>(
    app,
    '/admin/categories/:id/image',
    permission,
    {
      tags,
      summary: "Upload a category's picture (replaces the one it had)",
      description: IMAGE_UPLOAD_DESCRIPTION,
      params: IdParams,
      response: { 201: AdminCategory, ...uploadErrors },
    },
    async (req, photo) => {
      await commitChange(deps, (tx) => setCategoryImage(tx, auditActor(req), req.params.id, photo));
      return adminCategory(deps.database.db, req.params.id);
    },
  );
  app.put(
    '/admin/products/:id/image-order',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Put a product's images in a new order (the first is the primary)",
        params: IdParams,
        body: OrderBody(dbId),
        response: { 200: AdminProductImages, ...errors },
      },
    },
    (req) =>
      commitChange(deps, (tx) =>
        orderProductImages(tx, auditActor(req), req.params.id, req.body.Ids),
      ),
  );
  app.delete(
    '/admin/products/:id/images/:imageId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remove an image from a product',
        params: ProductImageParams,
        response: { 200: AdminProductImages, ...errors },
      },
    },
    (req) =>
      commitChange(deps, (tx) =>
        deleteProductImage(tx, auditActor(req), req.params.id, req.params.imageId),
      ),
  );
}
