import { z } from 'zod';
import {
  AdminOrdersAnswer,
  AdminOrdersQuery,
  OrderByIdAnswer,
  OrderDetailsAnswer,
  OrderHistoryAnswer,
  OrderHistoryQuery,
  OrderIdParams,
  OrderIdQuery,
} from '@kirana/shared';
import type { App } from '../../app';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../auth';
import { orderInvoicePdf } from './invoice.service';
import { listAllOrders, orderDetails, orderHistory, orderSummary } from './order-queries';

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
      return { NoOrder: details === null, OrderDetails: details };
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
}

/** The store owner's order list. */
export function registerOrdersAdminRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/admin/orders',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, optionally of one status',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersAnswer },
      },
    },
    async (req) => listAllOrders(deps.database.db, req.query),
  );
  app.get(
    '/admin/orders/:orderId',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags: ['admin'],
        summary: 'Everything about one order',
        params: OrderIdParams,
        response: { 200: OrderDetailsAnswer },
      },
    },
    async (req) => {
      const details = await orderDetails(deps.database.db, null, req.params.orderId);
      return { NoOrder: details === null, OrderDetails: details };
    },
  );
}
