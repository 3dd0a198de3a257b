// The cart's calls: the server's check of the cart's prices and options, and its bill.
import type {
  ProductsByIdsAnswer,
  QuoteAnswer,
  QuoteBody,
  ValidateCartPricesAnswer,
  ValidateCartPricesBody,
} from '@kirana/shared';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';

export const validateCartPrices = (body: ValidateCartPricesBody) =>
  apiPost<ValidateCartPricesAnswer>('/validate-cart-products-price', body);

/** The server's bill for a cart (with the Bearer token: the shopper's address and coupon uses). */
export const postQuote = (body: QuoteBody, signal?: AbortSignal) =>
  apiRequest<QuoteAnswer>('POST', '/checkout/quote', { body, signal });

/** The cart's products as the catalogue names them now, in the page's language (at most 40). */
export const getCartProductNames = (ids: readonly number[]) =>
  apiGet<ProductsByIdsAnswer>('/products-by-ids', { ids: ids.join(',') });
