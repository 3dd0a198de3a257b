import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutScript } from './checkout-script';
import {
  createLedger,
  type CheckoutFailure,
  type CheckoutSuccess,
  type PayOptions,
  type WebhookEntities,
} from './ledger';
import { badRequest, errorBody, rzpId, StandinError } from './protocol';
import { settlementReport, type SettlementRow } from './settlement-report';
import { createWebhookSender, type SendWebhookOptions, type WebhookDelivery } from './webhooks';

// A local server speaking Razorpay's API (basic auth, error bodies, ids), its signed webhooks
// and a Checkout script, for tests. Test-only: real HTTP on 127.0.0.1, a free port.

export interface RazorpayStandinOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  accountId?: string;
}
export interface StandinRequest {
  method: string;
  path: string;
  status: number;
  idempotencyKey?: string;
}

const json = (status: number, body: unknown) => ({
  status,
  body: JSON.stringify(body),
  type: 'application/json; charset=UTF-8',
});
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

function failureBody(status: number) {
  if (status >= 502 && status <= 504)
    return errorBody('GATEWAY_ERROR', 'The gateway is not answering (stand-in failure)');
  if (status >= 500)
    return errorBody(
      'SERVER_ERROR',
      'The server encountered an error. The incident has been reported to admins.',
    );
  return errorBody('BAD_REQUEST_ERROR', `Stand-in failure ${status}`);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (s += c));
    req.on('end', () => resolve(s));
    req.on('error', reject);
  });
}

export async function startRazorpayStandin(opts: RazorpayStandinOptions) {
  const webhooks = createWebhookSender({
    webhookSecret: opts.webhookSecret,
    accountId: opts.accountId ?? rzpId('acc_'),
  });
  const ledger = createLedger({ keySecret: opts.keySecret, emit: webhooks.onChange });
  const failures: { prefix: string; status: number; afterHandling: boolean }[] = [];
  const requests: StandinRequest[] = [];
  const settled = new Set<string>();
  let url = '';

  function authError(header: string | undefined): StandinError | null {
    const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
    if (!m)
      return new StandinError(
        401,
        errorBody('BAD_REQUEST_ERROR', 'Please provide your api key for authentication purposes.'),
      );
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    if (decoded.slice(0, at) !== opts.keyId)
      return new StandinError(
        401,
        errorBody('BAD_REQUEST_ERROR', 'The api key provided is invalid'),
      );
    if (decoded.slice(at + 1) !== opts.keySecret)
      return new StandinError(401, errorBody('BAD_REQUEST_ERROR', 'Authentication failed'));
    return null;
  }

  function route(method: string, path: string, raw: string, req: IncomingMessage) {
    if (path === '/v1/checkout.js' && method === 'GET')
      return {
        status: 200,
        body: checkoutScript(url),
        type: 'application/javascript; charset=UTF-8',
        cors: true,
      };
    if (path === '/_standin/checkout/pay') {
      if (method === 'OPTIONS') return { status: 204, body: '', type: 'text/plain', cors: true };
      const b = parse(raw) as { key?: string; order_id?: string; outcome?: string } & Omit<
        PayOptions,
        'outcome'
      >;
      if (b.key !== opts.keyId)
        throw new StandinError(
          401,
          errorBody('BAD_REQUEST_ERROR', 'The api key provided is invalid'),
        );
      if (b.outcome !== 'captured' && b.outcome !== 'failed' && b.outcome !== 'authorized')
        throw badRequest('outcome must be captured, authorized or failed', 'outcome');
      const payMethod =
        b.method && ['upi', 'card', 'netbanking', 'wallet'].includes(b.method)
          ? b.method
          : undefined;
      const result = ledger.pay(String(b.order_id), {
        outcome: b.outcome,
        method: payMethod,
        email: b.email,
        contact: b.contact,
      });
      return { ...json(200, result), cors: true };
    }
    const denied = authError(req.headers.authorization);
    if (denied) throw denied;
    let g: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/orders')
      return json(200, ledger.createOrder(parse(raw)));
    if (method === 'GET' && path === '/v1/orders') {
      const items = [...ledger.orders.values()].reverse().slice(0, 10);
      return json(200, { entity: 'collection', count: items.length, items });
    }
    if (method === 'GET' && (g = /^\/v1\/orders\/([^/]+)$/.exec(path)))
      return json(200, ledger.order(g[1]!));
    if (method === 'GET' && (g = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const items = ledger.paymentsOf(g[1]!);
      return json(200, { entity: 'collection', count: items.length, items });
    }
    if (method === 'GET' && (g = /^\/v1\/payments\/([^/]+)$/.exec(path)))
      return json(200, ledger.payment(g[1]!));
    if (method === 'POST' && (g = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
      const key = req.headers['x-refund-idempotency'];
      return json(200, ledger.refund(g[1]!, parse(raw), Array.isArray(key) ? key[0] : key));
    }
    if (method === 'GET' && (g = /^\/v1\/refunds\/([^/]+)$/.exec(path)))
      return json(200, ledger.refundById(g[1]!));
    throw new StandinError(
      400,
      errorBody('BAD_REQUEST_ERROR', 'The requested URL was not found on the server'),
    );
  }

  function parse(raw: string): unknown {
    if (!raw.trim()) return {};
    try {
      return JSON.parse(raw);
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    const raw = await readBody(req);
    const failAt = failures.findIndex((f) => path.startsWith(f.prefix));
    const failure = failAt >= 0 ? failures.splice(failAt, 1)[0] : undefined;
    let out: { status: number; body: string; type: string; cors?: boolean };
    if (failure && !failure.afterHandling)
      out = json(failure.status, { error: failureBody(failure.status) });
    else {
      try {
        out = route(method, path, raw, req);
      } catch (err) {
        if (!(err instanceof StandinError)) throw err;
        out = { ...json(err.status, { error: err.error }), cors: path.startsWith('/_standin/') };
      }
      if (failure) out = json(failure.status, { error: failureBody(failure.status) });
    }
    const key = req.headers['x-refund-idempotency'];
    requests.push({
      method,
      path,
      status: failure?.status ?? out.status,
      ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
    });
    if (failure?.status === 0) return void res.socket?.destroy();
    res.writeHead(out.status, { 'content-type': out.type, ...(out.cors ? CORS : {}) });
    res.end(out.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: errorBody('SERVER_ERROR', String(err)) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** e.g. http://127.0.0.1:40123: RAZORPAY_API_URL */
    url,
    /** RAZORPAY_CHECKOUT_URL */
    checkoutUrl: `${url}/v1/checkout.js`,
    orders: ledger.orders,
    payments: ledger.payments,
    refunds: ledger.refunds,
    /** every API request answered, in order */
    requests,
    /** every webhook delivery made, with the receiver's status */
    webhookDeliveries: webhooks.deliveries,
    setWebhookUrl: webhooks.setUrl,
    /** A customer's attempt in Checkout; its webhooks are queued (see flushWebhooks). */
    pay: (orderId: string, o: PayOptions): CheckoutSuccess | CheckoutFailure =>
      ledger.pay(orderId, o),
    /** Captures an authorized payment (payment.captured, order.paid). */
    capture: ledger.capture,
    /** Holds new refunds as pending until processRefund(id). */
    holdRefunds: ledger.holdRefunds,
    processRefund: ledger.processRefund,
    /** Sends any event with the given entities, signed (or tampered with), `times` times. */
    sendWebhook: (
      event: string,
      entities: WebhookEntities,
      o?: SendWebhookOptions,
    ): Promise<WebhookDelivery[]> => webhooks.send(event, entities, o),
    flushWebhooks: webhooks.flush,
    /**
     * The settlement report (CSV) of one new settlement: every captured payment and processed
     * refund not settled before, or those in `only` (again, if so), plus `extra` rows.
     */
    settlementReport: (o?: { only?: string[]; extra?: SettlementRow[] }) =>
      settlementReport(ledger, settled, o),
    /**
     * The next request whose path starts with `pathPrefix` gets `status` with Razorpay's error
     * body (0: the connection is dropped). With afterHandling the request takes effect first,
     * as when an answer is lost on the way back.
     */
    failNext: (pathPrefix: string, status: number, o: { afterHandling?: boolean } = {}) =>
      void failures.push({ prefix: pathPrefix, status, afterHandling: o.afterHandling ?? false }),
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type RazorpayStandin = Awaited<ReturnType<typeof startRazorpayStandin>>;
