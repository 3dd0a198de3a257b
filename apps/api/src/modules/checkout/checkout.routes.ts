import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminBulkStatusAnswer,
  AdminBulkStatusBody,
  AdminCancelOrderBody,
  AdminOrderAnswer,
  AdminOrderStatusBody,
  ApiErrorBody,
  can,
  CancelOrderBody,
  OrderDetails,
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
import { sessionUserOf } from '../auth';
import { currentUser } from '../../lib/request-user';
import { auditActor } from '../staff';
import { currentStaff } from '../../lib/request-staff';
import { cancelOrderByShopper } from '../orders/order-status.service';
import { placeOrder } from './place-order.service';
import { quoteCheckout } from './quote.service';
import { linesForCart } from './restore-to-cart.service';
import { loadCheckoutSettings } from './checkout-settings';
import {
  bulkMoveOrders,
  cancelOrderByStore,
  moveOrderByStore,
} from '../orders/console/store-order-moves.service';

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
        throw new AppError(401, 'UNAUTHORIZED', 'Please sign in');
      return quoteCheckout(deps, user?.userId ?? null, req.body);
    },
  );
}

/** Placing and cancelling orders: the signed-in shopper's scope. */
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
      const result = await placeOrder(deps, me, req.body, req.headers['idempotency-key']);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.status as 201).send(result.body);
    },
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order before it ships; its stock and coupon come back',
        params: OrderIdParams,
        body: CancelOrderBody,
        response: { 200: z.object({ OrderDetails }) },
      },
    },
    async (req) => ({
      OrderDetails: await cancelOrderByShopper(
        deps,
        currentUser(req).userId,
        req.params.orderId,
        req.body.Reason,
        req.body.RefundTo,
      ),
    }),
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
      const { maxQty } = await loadCheckoutSettings(db, deps.config);
      return linesForCart(db, currentUser(req).userId, req.params.orderId, maxQty);
    },
  );
}

/** The console moves orders: one at a time, confirm or pack many at once, cancel with a reason. */
export function registerCheckoutAdminRoutes(app: App, deps: AppDeps): void {
  const tags = ['admin'];
  const role = (req: FastifyRequest) => currentStaff(req).role;

  app.post(
    '/admin/orders/:orderId/status',
    {
      config: { permission: 'orders:move' },
      schema: {
        tags,
        summary:
          'Move an order along its allowed transitions (shipping needs carrier and tracking number)',
        description: 'Cancelling here, as with /cancel, needs orders:money: it refunds.',
        params: OrderIdParams,
        body: AdminOrderStatusBody,
        response: { 200: AdminOrderAnswer, 409: ApiErrorBody },
      },
    },
    async (req) => ({
      OrderDetails: await moveOrderByStore(deps, req.params.orderId, req.body, auditActor(req), {
        showMoney: can(role(req), 'orders:money'),
        mayCancel: can(role(req), 'orders:money'),
      }),
    }),
  );

  app.post(
    '/admin/orders/bulk-status',
    {
      config: { permission: 'orders:move' },
      schema: {
        tags,
        summary: 'Confirm or pack many orders: each moved by the same rules, one answer per order',
        body: AdminBulkStatusBody,
        response: { 200: AdminBulkStatusAnswer },
      },
    },
    async (req) => bulkMoveOrders(deps, req.body.OrderIds, req.body.Status, auditActor(req)),
  );

  app.post(
    '/admin/orders/:orderId/cancel',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags,
        summary:
          'Cancel an order before it ships, with a reason; stock, coupon and money come back',
        params: OrderIdParams,
        body: AdminCancelOrderBody,
        response: { 200: AdminOrderAnswer, 409: ApiErrorBody },
      },
    },
    async (req) => ({
      OrderDetails: await cancelOrderByStore(
        deps,
        req.params.orderId,
        req.body.Reason,
        auditActor(req),
      ),
    }),
  );
}
