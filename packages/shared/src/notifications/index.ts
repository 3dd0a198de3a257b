import { z } from 'zod';
import { dbId, dbIdParam, text } from '../common/input';
import { PushSubscriptionToken } from './push-subscription';

// Web Push (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID): the browser's push
// subscription is the spec's notification "token".

export * from './push-constants';

export * from './push-subscription';
export * from './staff-push';

/** Spec §7: POST /save-notification-token (token, userId). */
export const SaveNotificationTokenBody = z.object({
  token: PushSubscriptionToken,
  userId: dbId.describe('must be the signed-in shopper'),
});
export type SaveNotificationTokenBody = z.infer<typeof SaveNotificationTokenBody>;
export const SaveNotificationTokenAnswer = z.object({
  isTokenSaved: z.literal(true),
  SavedAt: z.string().describe('ISO 8601; the browser renews the token 7 days after this'),
});
export type SaveNotificationTokenAnswer = z.infer<typeof SaveNotificationTokenAnswer>;

/** At logout: forget this browser's subscription. */
export const DeleteNotificationTokenBody = z.object({
  endpoint: PushSubscriptionToken.shape.endpoint,
});
export type DeleteNotificationTokenBody = z.infer<typeof DeleteNotificationTokenBody>;
export const DeleteNotificationTokenAnswer = z.object({ Deleted: z.boolean() });

/** Spec §7: POST /send-notification (userId, dummy=true): the welcome notification, once. */
export const SendNotificationBody = z.object({
  userId: dbId.describe('must be the signed-in shopper'),
  dummy: z.literal(true, { error: 'must be true' }),
});
export type SendNotificationBody = z.infer<typeof SendNotificationBody>;
export const SendNotificationAnswer = z.object({
  dummyNotificationSent: z.literal(true),
  Queued: z.boolean().describe('false when it had been sent before'),
});
export type SendNotificationAnswer = z.infer<typeof SendNotificationAnswer>;

/** Spec §3: the data of a notification message. */
export const PushMessage = z.object({
  title: text().max(120),
  body: text().max(400),
  icon: z.string(),
  image: z.string().optional(),
  click_action: z.string().describe('the page a click opens'),
  tag: z.string().optional().describe('a newer message with the same tag replaces the older'),
});
export type PushMessage = z.infer<typeof PushMessage>;

/** "Tell me when it is back": a product (variantId null) or one option row of it. */
export const BackInStockBody = z.object({
  productId: dbId,
  variantId: dbId.nullable().default(null),
});
export type BackInStockBody = z.infer<typeof BackInStockBody>;
export type BackInStockInput = z.input<typeof BackInStockBody>;
export const BackInStockAnswer = z.object({
  Subscribed: z.boolean().describe('an alert is waiting for this row'),
});
export type BackInStockAnswer = z.infer<typeof BackInStockAnswer>;
export type DeleteNotificationTokenAnswer = z.infer<typeof DeleteNotificationTokenAnswer>;

/** GET /back-in-stock?productId=: the rows of a product I am waiting for. */
export const StockAlertsQuery = z.object({ productId: dbIdParam() });
export type StockAlertsQuery = z.infer<typeof StockAlertsQuery>;
export const StockAlertsAnswer = z.object({
  Waiting: z
    .array(z.number().int().nullable())
    .describe('the variant ids with an open alert; null: the product itself (no options)'),
});
export type StockAlertsAnswer = z.infer<typeof StockAlertsAnswer>;
