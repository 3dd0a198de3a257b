import { signWebhook, type RazorpayWebhookEvent } from '../../modules/payments/razorpay';
import type { WebhookEntities } from './ledger';
import { rzpId } from './protocol';

// Webhook delivery as Razorpay does it: a POST of the event JSON with X-Razorpay-Signature
// (HMAC-SHA256 hex of the raw body, keyed with the webhook secret) and X-Razorpay-Event-Id.
// Deliveries go one at a time in the order the events happened; flush() waits for them all.

export interface WebhookDelivery {
  event: string;
  eventId: string;
  /** the receiver's HTTP status; 0 when it did not answer */
  status: number;
  /** the receiver's answer (first 500 characters), or why there was none */
  response: string;
  body: string;
  signature: string;
}

export interface SendWebhookOptions {
  eventId?: string;
  /** change one character of the body after signing */
  tamperBody?: boolean;
  /** change one character of the signature */
  tamperSignature?: boolean;
  /** deliver the same event (same id, same body) this many times */
  times?: number;
}

const otherChar = (c: string | undefined) =>
  c === 'A' ? 'B' : c === '0' ? '1' : c === '1' ? '0' : 'A';
const replaceAt = (s: string, i: number) => s.slice(0, i) + otherChar(s[i]) + s.slice(i + 1);

export function createWebhookSender(o: { webhookSecret: string; accountId: string }) {
  let url: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const deliveries: WebhookDelivery[] = [];

  async function post(
    target: string,
    d: Omit<WebhookDelivery, 'status' | 'response'>,
  ): Promise<WebhookDelivery> {
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Razorpay-Webhook/v1',
          'X-Razorpay-Signature': d.signature,
          'X-Razorpay-Event-Id': d.eventId,
        },
        body: d.body,
        signal: AbortSignal.timeout(5000),
      });
      return { ...d, status: res.status, response: (await res.text()).slice(0, 500) };
    } catch (err) {
      return { ...d, status: 0, response: err instanceof Error ? err.message : String(err) };
    }
  }

  /** Queues one event; resolves with its deliveries once they are made. */
  function send(
    event: string,
    entities: WebhookEntities,
    opt: SendWebhookOptions = {},
  ): Promise<WebhookDelivery[]> {
    const target = url;
    if (!target) throw new Error('Set a webhook URL (setWebhookUrl) before sending webhooks');
    const payload: RazorpayWebhookEvent['payload'] = {};
    if (entities.refund) payload.refund = { entity: entities.refund };
    if (entities.payment) payload.payment = { entity: entities.payment };
    if (entities.order) payload.order = { entity: entities.order };
    const envelope: RazorpayWebhookEvent = {
      entity: 'event',
      account_id: o.accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    };
    const signed = JSON.stringify(envelope);
    const signature = signWebhook(signed, o.webhookSecret);
    // the last character of the account id: the body stays valid JSON, only the signature fails
    const body = opt.tamperBody
      ? replaceAt(signed, signed.indexOf(o.accountId) + o.accountId.length - 1)
      : signed;
    const d = {
      event,
      eventId: opt.eventId ?? rzpId(''),
      body,
      signature: opt.tamperSignature ? replaceAt(signature, signature.length - 1) : signature,
    };
    const run = queue.then(async () => {
      const mine: WebhookDelivery[] = [];
      for (let i = 0; i < (opt.times ?? 1); i++) {
        const done = await post(target, d);
        deliveries.push(done);
        mine.push(done);
      }
      return mine;
    });
    queue = run;
    return run;
  }

  return {
    deliveries,
    get url() {
      return url;
    },
    setUrl: (u: string | null) => void (url = u),
    send,
    /** Sends an event of a state change when a webhook URL is set. */
    onChange: (event: string, entities: WebhookEntities) => {
      if (url) void send(event, entities);
    },
    /** Waits until every queued delivery is made (those queued meanwhile too). */
    async flush(): Promise<void> {
      let last: Promise<unknown>;
      do {
        last = queue;
        await last;
      } while (last !== queue);
    },
  };
}
