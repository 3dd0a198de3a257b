import { z } from 'zod';
import {
  ApiErrorBody,
  OrderIdParams,
  PlaceOrderAnswer,
  PlaceOrderBody,
  QuoteAnswer,
  QuoteBody,
  RestoreToCartAnswer,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { readerIn } from '../../lib/i18n/reader';
import { sessionUserOf } from '../auth';
import { currentUser } from '../../lib/request-user';
import { placeOrder } from './place-order.service';
import { quoteCheckout } from './quote.service';
import { quoteIn } from './store-words';
import { linesForCart } from './restore-to-cart.service';
import { loadCheckoutSettings } from './checkout-settings';
import { paymentConfigOf } from '../../lib/razorpay-keys';

const tags = ['checkout'];

const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key header is required' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _'),
});

/** The bill of a cart, for guests (an estimate) and signed-in shoppers alike. */
export function registerCheckoutPublicRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/checkout/quote',
    {
      schema: {
        tags,
        summary: 'The server’s bill for a cart: prices, coupon, fees, GST and what blocks an order',
        body: QuoteBody,
        response: { 200: QuoteAnswer },
      },
    },
    async (req) => {
      const user = await sessionUserOf(deps, req);
      if (req.body.AddressId !== undefined && !user)
        throw new AppError(401, 'UNAUTHORIZED', { messageId: 'errors.sign-in' });
      // the quote's sentences and the store's default names in the shopper's language (#26 §1)
      const reader = readerIn(req.language);
      return quoteIn(
        await quoteCheckout(deps, user?.userId ?? null, req.body, reader),
        req.language,
      );
    },
  );
}

/** Placing orders: the signed-in shopper's scope. */
export function registerCheckoutUserRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Place an order (once per Idempotency-Key)',
        description:
          'A retry with the same key answers the first answer with `Idempotent-Replayed: true`; ' +
          'the same key with another body is refused (422); a key still in flight answers 409. ' +
          'A bill that differs from ExpectedAmountPayable answers 409 PRICE_CHANGED.',
        headers: IdempotencyHeaders,
        body: PlaceOrderBody,
        response: { 201: PlaceOrderAnswer, 409: ApiErrorBody, 422: ApiErrorBody },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const key = req.headers['idempotency-key'];
      const result = await placeOrder(deps, me, req.body, key, readerIn(req.language));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.status as 201).send(result.body);
    },
  );

  registerRestoreToCartRoute(app, deps);
}

/** An order that ended unpaid, back into the cart: what can go back, at today's prices. */
function registerRestoreToCartRoute(app: App, deps: AppDeps): void {
  app.get(
    '/orders/:orderId/cart-lines',
    {
      schema: {
        tags,
        summary: 'The lines of an online order that ended unpaid, as they can go back to the cart',
        description:
          'Only an expired order, or one cancelled before it was paid (409 ORDER_NOT_RESTORABLE ' +
          'otherwise). Lines at today’s price, lowered to the stock left and the per-product ' +
          'limit; lines no longer sold or out of stock are named in NotRestored.',
        params: OrderIdParams,
        response: { 200: RestoreToCartAnswer, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (req) => {
      const db = deps.database.db;
      const { maxQty } = await loadCheckoutSettings(db, paymentConfigOf(deps), deps.cache);
      const reader = readerIn(req.language);
      return linesForCart(db, currentUser(req).userId, req.params.orderId, maxQty, reader);
    },
  );
}
