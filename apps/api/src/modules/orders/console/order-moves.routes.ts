import type { FastifyRequest } from 'fastify';
import {
  AdminBulkStatusAnswer,
  AdminBulkStatusBody,
  AdminCancelOrderBody,
  AdminOrderAnswer,
  AdminOrderStatusBody,
  ApiErrorBody,
  can,
  OrderIdParams,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { storeOrderDetailsIn } from '../order-details-words';
import { currentStaff } from '../../../lib/request-staff';
import { auditActor } from '../../staff';
import { bulkMoveOrders, cancelOrderByStore, moveOrderByStore } from './store-order-moves.service';

/** The console moves orders: one at a time, confirm or pack many at once, cancel with a reason. */
export function registerOrderMovesConsoleRoutes(app: App, deps: AppDeps): void {
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
      OrderDetails: storeOrderDetailsIn(
        await moveOrderByStore(deps, req.params.orderId, req.body, auditActor(req), {
          showMoney: can(role(req), 'orders:money'),
          mayCancel: can(role(req), 'orders:money'),
        }),
        req.language,
      ),
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
      OrderDetails: storeOrderDetailsIn(
        await cancelOrderByStore(
          deps,
          req.params.orderId,
          req.body.Reason,
          auditActor(req),
          req.body.ReasonCode,
        ),
        req.language,
      ),
    }),
  );
}
