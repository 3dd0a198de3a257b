import {
  ApiErrorBody,
  BackInStockAnswer,
  BackInStockBody,
  DeleteNotificationTokenAnswer,
  DeleteNotificationTokenBody,
  SaveNotificationTokenAnswer,
  SaveNotificationTokenBody,
  SendNotificationAnswer,
  SendNotificationBody,
  StockAlertsAnswer,
  StockAlertsQuery,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../../lib/request-user';
import { cancelStockAlert, openStockAlerts, requestStockAlert } from './back-in-stock.service';
import { privatePushHosts } from './push-endpoint';
import { deleteToken, saveToken, sendWelcome } from './push-tokens.service';

const tags = ['notifications'];
const errors = { 400: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** The signed-in shopper's push subscription, welcome notification and stock alerts. */
export function registerNotificationsUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).userId;
  const privateHosts = privatePushHosts(deps.config.PUSH_PRIVATE_HOSTS);

  app.post(
    '/save-notification-token',
    {
      schema: {
        tags,
        summary: "Save this browser's push subscription (the spec's token) for me",
        description:
          'token is PushSubscription.toJSON(); userId must be mine (403 NOT_YOUR_USER). ' +
          'Saving an endpoint again updates its one row. The endpoint must be an https URL of a ' +
          'push service on a public address (400 PUSH_ENDPOINT_NOT_ALLOWED).',
        body: SaveNotificationTokenBody,
        response: { 200: SaveNotificationTokenAnswer, ...errors },
      },
    },
    async (req) => saveToken(db, me(req), req.body, privateHosts),
  );
  app.post(
    '/delete-notification-token',
    {
      schema: {
        tags,
        summary: "Forget this browser's push subscription (at logout)",
        body: DeleteNotificationTokenBody,
        response: { 200: DeleteNotificationTokenAnswer, ...errors },
      },
    },
    async (req) => ({ Deleted: await deleteToken(db, me(req), req.body.endpoint) }),
  );
  app.post(
    '/send-notification',
    {
      schema: {
        tags,
        summary: 'Send me the welcome notification (dummy=true), once ever',
        body: SendNotificationBody,
        response: { 200: SendNotificationAnswer, ...errors },
      },
    },
    async (req) => sendWelcome(db, me(req), req.body.userId),
  );
  app.post(
    '/notify-back-in-stock',
    {
      schema: {
        tags,
        summary: 'Tell me (push, and email or SMS) when this out-of-stock row is back, once',
        description:
          'Only for a row that cannot be bought now (409 IN_STOCK otherwise); a product with ' +
          'options needs variantId (400 VARIANT_REQUIRED). Asking again while waiting changes nothing.',
        body: BackInStockBody,
        response: { 200: BackInStockAnswer, ...errors },
      },
    },
    async (req) => requestStockAlert(db, me(req), req.body),
  );
  app.get(
    '/back-in-stock',
    {
      schema: {
        tags,
        summary: 'The rows of a product I am waiting for',
        querystring: StockAlertsQuery,
        response: { 200: StockAlertsAnswer, ...errors },
      },
    },
    async (req) => openStockAlerts(db, me(req), req.query.productId),
  );
  app.post(
    '/cancel-back-in-stock',
    {
      schema: {
        tags,
        summary: 'Stop waiting for this row',
        body: BackInStockBody,
        response: { 200: BackInStockAnswer, ...errors },
      },
    },
    async (req) => cancelStockAlert(db, me(req), req.body),
  );
}
