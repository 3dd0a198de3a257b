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
} from '@kirana/shared';
import type { App } from '../../app';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../auth';
import { cancelStockAlert, requestStockAlert } from './back-in-stock.service';
import { deleteToken, saveToken, sendWelcome } from './push-tokens.service';

const tags = ['notifications'];
const errors = { 400: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** The signed-in shopper's push subscription, welcome notification and stock alerts. */
export function registerNotificationsUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).userId;

  app.post(
    '/save-notification-token',
    {
      schema: {
        tags,
        summary: "Save this browser's push subscription (the spec's token) for me",
        description:
          'token is PushSubscription.toJSON(); userId must be mine (403 NOT_YOUR_USER). ' +
          'Saving an endpoint again updates its one row.',
        body: SaveNotificationTokenBody,
        response: { 200: SaveNotificationTokenAnswer, ...errors },
      },
    },
    async (req) => saveToken(db, me(req), req.body),
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
        summary: 'Tell me (by push) when this product or option row is back in stock',
        body: BackInStockBody,
        response: { 200: BackInStockAnswer, ...errors },
      },
    },
    async (req) => requestStockAlert(db, me(req), req.body),
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
