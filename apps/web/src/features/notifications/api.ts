// The push calls (signed in, Bearer): the browser's subscription is the spec's token.
import type {
  BackInStockAnswer,
  BackInStockInput,
  DeleteNotificationTokenAnswer,
  PushSubscriptionToken,
  SaveNotificationTokenAnswer,
  SendNotificationAnswer,
  StockAlertsAnswer,
} from '@kirana/shared';
import { apiGet, apiPost } from '../../lib/api-client';

export const saveNotificationToken = (token: PushSubscriptionToken, userId: number) =>
  apiPost<SaveNotificationTokenAnswer>('/save-notification-token', { token, userId });
export const deleteNotificationToken = (endpoint: string) =>
  apiPost<DeleteNotificationTokenAnswer>('/delete-notification-token', { endpoint });
export const sendDummyNotification = (userId: number) =>
  apiPost<SendNotificationAnswer>('/send-notification', { userId, dummy: true });
export const notifyBackInStock = (body: BackInStockInput) =>
  apiPost<BackInStockAnswer>('/notify-back-in-stock', body);
export const fetchStockAlerts = (productId: number, signal?: AbortSignal) =>
  apiGet<StockAlertsAnswer>('/back-in-stock', { productId }, signal);
