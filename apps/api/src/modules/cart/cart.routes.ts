import { ValidateCartPricesAnswer, ValidateCartPricesBody } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { validateCartPrices } from './cart.service';

/** Cart calls: the price check the browser runs whenever its stored cart changes. */
export function registerCartRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/validate-cart-products-price',
    {
      schema: {
        tags: ['cart'],
        summary: "Checks the browser's cart prices and option rows against the server's",
        body: ValidateCartPricesBody,
        response: { 200: ValidateCartPricesAnswer },
      },
    },
    // The primary, not the replica: a price just changed must be seen at once.
    (req) => validateCartPrices(deps.database.db, req.body),
  );
}
