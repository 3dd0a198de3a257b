import { ApiErrorBody, OrderIdParams, UpiPaymentPage, UpiReferenceBody } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../../lib/request-user';
import { reportUtr, upiPaymentPage } from './upi-shopper.service';

const tags = ['payments'];

/** The shopper's UPI-direct payment page and their UPI reference (UTR). */
export function registerUpiUserRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/orders/:orderId/upi',
    {
      schema: {
        tags,
        summary: 'What the UPI payment request of an order is built from, and where it stands',
        params: OrderIdParams,
        response: { 200: UpiPaymentPage, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (req) => upiPaymentPage(deps, currentUser(req).userId, req.params.orderId),
  );
  app.put(
    '/orders/:orderId/upi/reference',
    {
      schema: {
        tags,
        summary: 'The 12-digit UPI reference (UTR) the shopper read in their app after paying',
        params: OrderIdParams,
        body: UpiReferenceBody,
        response: { 200: UpiPaymentPage, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (req) => reportUtr(deps, currentUser(req).userId, req.params.orderId, req.body.Utr),
  );
}
