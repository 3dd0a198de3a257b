import { z } from 'zod';
import {
  BuyAgainAnswer,
  CancelOrderBody,
  OrderByIdAnswer,
  OrderDetails,
  OrderDetailsAnswer,
  OrderHistoryAnswer,
  OrderHistoryQuery,
  OrderIdParams,
  OrderIdQuery,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../../lib/request-user';
import { buyAgainProducts } from './buy-again.service';
import { orderDetailsIn } from './order-details-words';
import { orderInvoicePdf } from './invoice.service';
import { orderDetails, orderHistory, orderSummary } from './order-queries';
import { cancelOrderByShopper } from './order-status.service';

const tags = ['orders'];

/** The shopper's orders: history, one order, its details and its tax invoice. */
export function registerOrdersUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/order-history',
    {
      schema: {
        tags,
        summary: 'A page of the shopper’s orders, newest first',
        querystring: OrderHistoryQuery,
        response: { 200: OrderHistoryAnswer },
      },
    },
    async (req) => orderHistory(db, currentUser(req).userId, req.query),
  );

  app.get(
    '/buy-again',
    {
      schema: {
        tags,
        summary:
          'What I bought before (paid or delivered) and can buy now, recent and frequent first',
        response: { 200: BuyAgainAnswer },
      },
    },
    async (req) => buyAgainProducts(db, currentUser(req).userId, req.language),
  );

  app.get(
    '/order-history-by-id',
    {
      schema: {
        tags,
        summary: 'One order as the history lists it',
        querystring: OrderIdQuery,
        response: { 200: OrderByIdAnswer },
      },
    },
    async (req) => {
      const order = await orderSummary(db, currentUser(req).userId, req.query.orderId);
      return { NoOrder: order === null, Order: order };
    },
  );

  app.get(
    '/order-details',
    {
      schema: {
        tags,
        summary: 'Everything about one order; another shopper’s order answers NoOrder',
        querystring: OrderIdQuery,
        response: { 200: OrderDetailsAnswer },
      },
    },
    async (req) => {
      const details = await orderDetails(db, currentUser(req).userId, req.query.orderId);
      return {
        NoOrder: details === null,
        OrderDetails: details && orderDetailsIn(details, req.language),
      };
    },
  );

  app.get(
    '/orders/:orderId/invoice',
    {
      schema: {
        tags,
        summary: 'The GST tax invoice of an order (PDF)',
        params: OrderIdParams,
        response: { 200: z.any().describe('application/pdf') },
      },
    },
    async (req, reply) => {
      const { fileName, pdf } = await orderInvoicePdf(
        db,
        currentUser(req).userId,
        req.params.orderId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
  registerOrderCancelRoute(app, deps);
}

/** The shopper cancels an order before it ships (the order's life, after placing it). */
function registerOrderCancelRoute(app: App, deps: AppDeps): void {
  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags: ['checkout'],
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
}
