// The cart's call: the server's check of the cart's prices and options.
import type { ValidateCartPricesAnswer, ValidateCartPricesBody } from '@kirana/shared';
import { apiPost } from '../../lib/api-client';

export const validateCartPrices = (body: ValidateCartPricesBody) =>
  apiPost<ValidateCartPricesAnswer>('/validate-cart-products-price', body);
