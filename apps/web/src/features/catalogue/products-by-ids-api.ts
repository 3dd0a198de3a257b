// The by-ids call of the shelves kept in the browser (recently viewed, a signed-out list): apart
// from api.ts, which the first screen loads, so it travels with the lazy shelves and My list.
import type { ProductsByIdsAnswer } from '@kirana/shared';
import { apiGet } from '../../lib/api-client';

/** Today's price and stock of some products (at most 40), in the order asked. */
export const getProductsByIds = (ids: readonly number[], signal?: AbortSignal) =>
  apiGet<ProductsByIdsAnswer>('/products-by-ids', { ids: ids.join(',') }, signal);
