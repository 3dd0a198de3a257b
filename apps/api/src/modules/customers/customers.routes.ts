import { Readable } from 'node:stream';
import { z } from 'zod';
import { isoIndiaDay } from '@kirana/shared/common/india-dates';
import {
  Address,
  AdminReviewsAnswer,
  AdminWalletAnswer,
  ApiErrorBody,
  CustomerIdParams,
  CustomerPageQuery,
  CustomerProfileAnswer,
  CustomersAnswer,
  CustomersQuery,
  IdempotencyKeyHeaders,
  OrderHistoryAnswer,
  WalletAdjustmentAnswer,
  WalletAdjustmentBody,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { auditActor } from '../staff';
import { exportCustomersCsv, searchCustomers } from '../users';
import { adjustWallet, customerWallet } from '../wallet';
import {
  customerAddresses,
  customerDetails,
  customerOrders,
  customerReviews,
} from './customers.service';

const tags = ['admin'];
const read = { permission: 'customers:read' as const };
const notFound = { 404: ApiErrorBody };

/** The store owner's customers: search, one customer's profile, orders, addresses, wallet, reviews. */
export function registerCustomersAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/admin/customers',
    {
      config: read,
      schema: {
        tags,
        summary: 'Customers, newest first, searched by name, email or mobile',
        querystring: CustomersQuery,
        response: { 200: CustomersAnswer },
      },
    },
    async (req) => searchCustomers(db, req.query),
  );
  app.get(
    '/admin/customers/export.csv',
    {
      config: read,
      schema: {
        tags,
        summary: 'The customers the list shows (its search), as CSV (UTF-8 with BOM)',
        description:
          'Name, mobile, email, orders, spent in rupees (less refunds), last order and joined, India time. Streamed a page at a time.',
        querystring: CustomersQuery,
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="kirana-customers-${isoIndiaDay(new Date())}.csv"`,
        )
        .send(Readable.from(exportCustomersCsv(db, req.query.search))),
  );
  app.get(
    '/admin/customers/:userId',
    {
      config: read,
      schema: {
        tags,
        summary: 'One customer’s profile, counts and wallet balance',
        params: CustomerIdParams,
        response: { 200: CustomerProfileAnswer, ...notFound },
      },
    },
    async (req) => ({ Customer: await customerDetails(db, req.params.userId) }),
  );
  app.get(
    '/admin/customers/:userId/orders',
    {
      config: read,
      schema: {
        tags,
        summary: 'A page of one customer’s orders, newest first',
        params: CustomerIdParams,
        querystring: CustomerPageQuery,
        response: { 200: OrderHistoryAnswer, ...notFound },
      },
    },
    async (req) => customerOrders(db, req.params.userId, req.query),
  );
  app.get(
    '/admin/customers/:userId/addresses',
    {
      config: read,
      schema: {
        tags,
        summary: 'One customer’s saved addresses',
        params: CustomerIdParams,
        response: { 200: z.object({ Addresses: z.array(Address) }), ...notFound },
      },
    },
    async (req) => customerAddresses(db, req.params.userId),
  );
  app.get(
    '/admin/customers/:userId/wallet',
    {
      config: read,
      schema: {
        tags,
        summary: 'One customer’s wallet balance and a page of its ledger, with who adjusted it',
        params: CustomerIdParams,
        querystring: CustomerPageQuery.pick({ pageNo: true }),
        response: { 200: AdminWalletAnswer, ...notFound },
      },
    },
    async (req) => customerWallet(db, req.params.userId, req.query.pageNo),
  );
  app.get(
    '/admin/customers/:userId/reviews',
    {
      config: read,
      schema: {
        tags,
        summary: 'A page of one customer’s reviews, hidden ones included',
        params: CustomerIdParams,
        querystring: CustomerPageQuery,
        response: { 200: AdminReviewsAnswer, ...notFound },
      },
    },
    async (req) => customerReviews(db, req.params.userId, req.query),
  );
  app.post(
    '/admin/customers/:userId/wallet-adjustments',
    {
      config: { permission: 'wallet:adjust' },
      schema: {
        tags,
        summary: 'Credit (positive) or debit (negative) a customer’s wallet, with a reason',
        description:
          'Written to the wallet ledger with the reason and the staff member; never below zero; ' +
          'the same Idempotency-Key again answers the first adjustment and moves nothing.',
        params: CustomerIdParams,
        headers: IdempotencyKeyHeaders,
        body: WalletAdjustmentBody,
        response: {
          200: WalletAdjustmentAnswer,
          201: WalletAdjustmentAnswer,
          ...notFound,
          409: ApiErrorBody,
        },
      },
    },
    async (req, reply) => {
      const done = await adjustWallet(
        deps,
        auditActor(req),
        req.params.userId,
        req.body,
        req.headers['idempotency-key'],
      );
      return reply.code(done.Replayed ? 200 : 201).send(done);
    },
  );
}
