import {
  CatalogueUpdateAnswer,
  IdParams,
  ProductUpdateBody,
  VariantUpdateBody,
} from '@kirana/shared';
import type { App } from '../../app';
import type { AppDeps } from '../../lib/deps';
import { updateProduct, updateVariant, type UpdatedFigures } from '../catalogue';
import { bumpCacheState } from '../content';
import { announceBackInStock } from '../notifications';

const schemaOf = (summary: string, body: typeof ProductUpdateBody | typeof VariantUpdateBody) => ({
  tags: ['admin'],
  summary,
  params: IdParams,
  body,
  response: { 200: CatalogueUpdateAnswer },
});

/**
 * The store owner's catalogue changes; each one bumps the cache state so every shopper sees it.
 * Registered in the scope that requires the administrator token.
 */
export function registerAdminRoutes(app: App, deps: AppDeps): void {
  const answer = async (row: UpdatedFigures) => {
    if (row.restocked) await announceBackInStock(deps, row.productId, row.variantId);
    return figures(row);
  };
  const figures = async (row: UpdatedFigures) => ({
    Id: row.id,
    Price: row.pricePaise,
    Mrp: row.mrpPaise,
    Stock: row.stock,
    IsActive: row.isActive,
    CacheState: await bumpCacheState(deps),
  });

  app.patch(
    '/admin/products/:id',
    {
      config: { permission: 'catalogue:write' },
      schema: schemaOf('Change a product', ProductUpdateBody),
    },
    async (req) => answer(await updateProduct(deps.database.db, req.params.id, req.body)),
  );
  app.patch(
    '/admin/variants/:id',
    {
      config: { permission: 'catalogue:write' },
      schema: schemaOf('Change an option row', VariantUpdateBody),
    },
    async (req) => answer(await updateVariant(deps.database.db, req.params.id, req.body)),
  );
}
