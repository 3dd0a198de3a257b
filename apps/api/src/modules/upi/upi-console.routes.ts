import { z } from 'zod';
import {
  ApiErrorBody,
  StatementImportAnswer,
  StatementImportBody,
  UpiConfirmBody,
  UpiQueue,
  UpiSettleBody,
  Utr,
  dbIdParam,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { auditActor } from '../staff';
import {
  confirmUpiPayment,
  refundLateCredit,
  upiNotReceived,
  upiQueue,
} from './upi-console.service';
import { reconfirmLateCredit } from './upi-reconfirm';
import { importStatement } from './statement-import.service';

const tags = ['console: payments'];
// money roles only: the owner and managers, never a packer
const config = { permission: 'orders:money' } as const;
const OrderParams = z.object({ orderId: dbIdParam() });
const CreditParams = z.object({ utr: Utr });
const errors = { 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** "UPI payments to check", the late credits and the bank statement import. */
export function registerUpiAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/admin/upi-payments',
    { config, schema: { tags, summary: 'UPI payments to check', response: { 200: UpiQueue } } },
    async () => upiQueue(db),
  );
  app.post(
    '/admin/upi-payments/:orderId/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'The UPI payment is in the bank: the order is paid',
        params: OrderParams,
        body: UpiConfirmBody,
        response: { 200: UpiQueue, ...errors },
      },
    },
    async (req) => confirmUpiPayment(deps, auditActor(req), req.params.orderId, req.body.Utr),
  );
  app.post(
    '/admin/upi-payments/:orderId/not-received',
    {
      config,
      schema: {
        tags,
        summary: 'No such UPI payment: the order is cancelled and its holds given back',
        params: OrderParams,
        response: { 200: UpiQueue, ...errors },
      },
    },
    async (req) => upiNotReceived(deps, auditActor(req), req.params.orderId),
  );
  app.post(
    '/admin/upi-credits/:utr/settle',
    {
      config,
      schema: {
        tags,
        summary:
          'A credit for an order no longer held: paid back to a UPI id, or the order re-confirmed',
        params: CreditParams,
        body: UpiSettleBody,
        response: { 200: UpiQueue, ...errors },
      },
    },
    async (req) =>
      req.body.Action === 'refund'
        ? refundLateCredit(deps, auditActor(req), req.params.utr, req.body.UpiId)
        : reconfirmLateCredit(deps, auditActor(req), req.params.utr),
  );
  app.post(
    '/admin/upi-statements',
    {
      config,
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import a bank statement (CSV, XLS, XLSX): matching credits confirm their orders',
        body: StatementImportBody,
        response: { 200: StatementImportAnswer, ...errors },
      },
    },
    async (req) => importStatement(deps, auditActor(req), req.body, req.language),
  );
}
