import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { and, asc, eq } from 'drizzle-orm';
import webPush from 'web-push';
import { z } from 'zod';
import { PushMessage } from '@kirana/shared';
import { inTransaction, type DbOrTx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { defineJob, enqueue, rowId, type JobContext, type JobSink } from '../../lib/jobs';
import {
  literalHostAllowed,
  privatePushHosts,
  publicOnlyLookup,
  PushEndpointRefused,
} from './push-endpoint';
import { vapidKeys } from './vapid-keys';
import { pushSubscriptions } from './notifications.tables';

// Sending pushes (RFC 8030) with the web-push library: the payload encrypted for each browser
// (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292). A message is queued in the
// caller's transaction, then fanned out to one delivery job per subscription, so a push service
// that fails for one browser is retried alone and never repeats a push another one accepted.

/** A queued message: a PushMessage without the lengths a console-typed one keeps to (a
 * product's name in it may run long), as it was queued. */
export const QueuedMessage = PushMessage.extend({ title: z.string(), body: z.string() });
const PushMessagePayload = z.object({
  userId: rowId,
  message: QueuedMessage,
});
const PushDeliveryPayload = z.object({
  subscriptionId: rowId,
  /** the shopper it was queued for (absent from the rows of an older version) */
  userId: rowId.optional(),
  message: QueuedMessage,
});

/** The fan-out of a message to each browser of a shopper. */
export const pushMessageJob = defineJob('push-message', PushMessagePayload, fanOutPush);
/** One message sent to one browser. */
export const pushDeliveryJob = defineJob('push-delivery', PushDeliveryPayload, deliverPush);

/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/** Queues a push to every browser of the shopper; sent after the caller's transaction commits. */
export async function queuePush(tx: JobSink, userId: number, message: PushMessage): Promise<void> {
  await enqueue(tx, pushMessageJob, { userId, message }, { sequence: `push:user:${userId}` });
}

/**
 * The fan-out job: one delivery job per subscription the shopper has now, all written in one
 * transaction, so a failure part way never leaves some written and then writes them again.
 */
function fanOutPush({ deps }: Pick<JobContext, 'deps'>) {
  return async ({ userId, message }: z.output<typeof PushMessagePayload>): Promise<void> => {
    await inTransaction(deps.database.db, async (tx) => {
      const subs = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id));
      for (const s of subs)
        await enqueue(
          tx,
          pushDeliveryJob,
          { subscriptionId: s.id, userId, message },
          // a browser gets a shopper's pushes in the order they were queued
          { sequence: `push:subscription:${s.id}` },
        );
    });
  };
}

/**
 * The TLS agent of every push: it connects only to public addresses (PUSH_PRIVATE_HOSTS
 * excepted), judged on the lookup the connection itself uses, and also trusts PUSH_CA_FILE (a
 * private push service, the tests' stand-in).
 */
function pushAgent(config: AppDeps['config'], privateHosts: ReadonlySet<string>): Agent {
  return new Agent({
    keepAlive: true,
    lookup: publicOnlyLookup(privateHosts),
    ...(config.PUSH_CA_FILE
      ? { ca: [...rootCertificates, readFileSync(config.PUSH_CA_FILE, 'utf8')] }
      : {}),
  });
}

/** Forgets a subscription the push service or our rules say is no more. */
const dropSubscription = (db: DbOrTx, sub: { id: number; endpoint: string }) =>
  db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, sub.id), eq(pushSubscriptions.endpoint, sub.endpoint)));

/** A browser's subscription as the sender takes it. */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The sender of a worker: sends one message to one browser, outside any transaction, and says
 * 'gone' when the push service answers 404 or 410 (the browser dropped the subscription) or the
 * endpoint is (or now resolves to) an address that is not public. Any other failure is thrown.
 */
export function pushSender(deps: AppDeps) {
  const privateHosts = privatePushHosts(deps.config.PUSH_PRIVATE_HOSTS);
  const agent = pushAgent(deps.config, privateHosts);
  return async (sub: BrowserSubscription, message: object): Promise<'sent' | 'gone'> => {
    // an address endpoint is connected to without a lookup: judged here, a name by the agent
    if (!literalHostAllowed(sub.endpoint, privateHosts)) return 'gone';
    const keys = await vapidKeys(deps);
    try {
      await webPush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: deps.config.VAPID_SUBJECT, ...keys },
          TTL: TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          agent,
        },
      );
      return 'sent';
    } catch (err) {
      const gone =
        err instanceof webPush.WebPushError && (err.statusCode === 404 || err.statusCode === 410);
      // the endpoint's name now leads to a private address: no push service, never retried
      if (gone || err instanceof PushEndpointRefused) return 'gone';
      throw err;
    }
  };
}

/**
 * The delivery job: sends one message to one subscription, outside any transaction. A
 * subscription the sender finds gone is forgotten; any other failure is thrown, and this one
 * subscription is retried.
 */
function deliverPush({ deps }: Pick<JobContext, 'deps'>) {
  const send = pushSender(deps);
  return async ({
    subscriptionId,
    userId,
    message,
  }: z.output<typeof PushDeliveryPayload>): Promise<void> => {
    const db = deps.database.db;
    const [sub] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId));
    if (!sub) return; // unsubscribed since
    // the browser's endpoint was saved since by another shopper (who signed in on it): this
    // message was not for them
    if (userId !== undefined && sub.userId !== userId) return;
    if ((await send(sub, message)) === 'gone') await dropSubscription(db, sub);
  };
}
