import { Readable } from 'node:stream';
import { z } from 'zod';
import { isoIndiaDay } from '@kirana/shared/common/india-dates';
import type { FastifyRequest } from 'fastify';
import {
  AdminCodCollectedBody,
  AdminOrderAnswer,
  AdminOrderDetailsAnswer,
  AdminOrdersAnswer,
  AdminOrdersQuery,
  ApiErrorBody,
  can,
  OrderIdParams,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { currentStaff } from '../../../lib/request-staff';
import { auditActor } from '../../staff';
import { storeInvoicePdf } from '../invoice.service';
import { storeOrderDetailsIn } from '../order-details-words';
import { listStoreOrders, storeOrderDetails } from './order-queries';
import { markCodCollected, packingSlip } from './orders.service';
import { exportOrdersCsv } from './orders-export.service';

/** The console's orders: the filtered list, one order, its packing slip and invoice, COD collected. */
export function registerOrdersConsoleRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const admin = ['admin'];
  const showMoney = (req: FastifyRequest) => can(currentStaff(req).role, 'orders:money');

  app.get(
    '/admin/orders',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags: admin,
        summary:
          'Orders, newest first, by status, payment, India dates, pincode, test orders and search',
        description:
          'search matches an order number, a mobile number or an email. Without orders:money (a packer) no amount is sent.',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersAnswer },
      },
    },
    async (req) => listStoreOrders(db, req.query, showMoney(req)),
  );

  app.get(
    '/admin/orders/export.csv',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags: admin,
        summary: 'The orders the list shows (its filters and search, every page), as CSV',
        description:
          'One line per order: number, India date and time, customer, mobile, status and payment (in words of the Accept-Language, each with its code), items, amounts in rupees, coupon, refunded, pincode. UTF-8 with BOM, streamed a page at a time; pageNo and pageSize are ignored.',
        querystring: AdminOrdersQuery,
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="kirana-orders-${isoIndiaDay(new Date())}.csv"`,
        )
        .send(Readable.from(exportOrdersCsv(db, req.query, undefined, req.language))),
  );

  app.get(
    '/admin/orders/:orderId',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags: admin,
        summary: 'Everything about one order, with its timeline and the moves the store may make',
        params: OrderIdParams,
        response: { 200: AdminOrderDetailsAnswer },
      },
    },
    async (req) => {
      const details = await storeOrderDetails(db, req.params.orderId, showMoney(req));
      return {
        NoOrder: details === null,
        OrderDetails: details && storeOrderDetailsIn(details, req.language),
      };
    },
  );

  app.get(
    '/admin/orders/:orderId/packing-slip',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags: admin,
        summary:
          'The packing slip of an order: an HTML page to print (lines, quantities, address; no prices)',
        params: OrderIdParams,
        response: { 200: z.string().describe('text/html') },
      },
    },
    async (req, reply) =>
      reply.type('text/html; charset=utf-8').send(await packingSlip(db, req.params.orderId)),
  );

  app.get(
    '/admin/orders/:orderId/invoice',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags: admin,
        summary: 'The GST tax invoice of an order (PDF)',
        params: OrderIdParams,
        response: { 200: z.any().describe('application/pdf') },
      },
    },
    async (req, reply) => {
      const { fileName, pdf } = await storeInvoicePdf(db, req.params.orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.post(
    '/admin/orders/:orderId/cod-collected',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags: admin,
        summary:
          'Mark a delivered cash-on-delivery order’s cash as received (once; who and when are kept)',
        params: OrderIdParams,
        body: AdminCodCollectedBody,
        response: { 200: AdminOrderAnswer, 409: ApiErrorBody },
      },
    },
    async (req) => ({
      OrderDetails: storeOrderDetailsIn(
        await markCodCollected(deps, req.params.orderId, req.body, auditActor(req)),
        req.language,
      ),
    }),
  );
}
