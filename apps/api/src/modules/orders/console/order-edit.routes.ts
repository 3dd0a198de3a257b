import {
  AdminOrderAnswer,
  AdminOrderEditBody,
  AdminOrderEditPreviewAnswer,
  ApiErrorBody,
  OrderIdParams,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { storeOrderDetailsIn } from '../order-details-words';
import { auditActor } from '../../staff';
import { editOrderByStore, previewOrderEdit } from './order-edit.service';

/** The console edits an order's items before packing: a preview, then the edit. */
export function registerOrderEditConsoleRoutes(app: App, deps: AppDeps): void {
  const tags = ['admin'];

  app.post(
    '/admin/orders/:orderId/edit/preview',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags,
        summary: 'What removing items or lowering quantities would do to the bill and the refund',
        params: OrderIdParams,
        body: AdminOrderEditBody,
        response: { 200: AdminOrderEditPreviewAnswer, 409: ApiErrorBody },
      },
    },
    async (req) => ({ Preview: await previewOrderEdit(deps, req.params.orderId, req.body) }),
  );

  app.post(
    '/admin/orders/:orderId/edit',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags,
        summary:
          'Remove items or lower quantities before packing: bill, stock, coupon and refund by the existing rules',
        description:
          'Never raises a quantity or adds an item. Version is the order’s as read: an order changed since answers 409 ORDER_CHANGED. Removing every item cancels the order.',
        params: OrderIdParams,
        body: AdminOrderEditBody,
        response: { 200: AdminOrderAnswer, 409: ApiErrorBody },
      },
    },
    async (req) => ({
      OrderDetails: storeOrderDetailsIn(
        await editOrderByStore(deps, req.params.orderId, req.body, auditActor(req)),
        req.language,
      ),
    }),
  );
}
