import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local WhatsApp Business Platform Cloud API for tests: POST /{version}/{phone-number-id}/messages
// with a bearer token records the template message and answers its wamid as Graph does (or
// fails when told to), and the status webhooks are sent to the store signed with the app
// secret (X-Hub-Signature-256), or forged. Test-only: real HTTP on 127.0.0.1, a free port.

export interface WhatsAppStandinOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  version?: string;
}

/** A template message as the stand-in received it. */
export interface ReceivedMessage {
  wamid: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** the request body as sent */
  body: Record<string, unknown>;
}

export interface WebhookDelivery {
  status: number;
  body: string;
}

const graphError = (status: number, message: string, code: number) => ({
  status,
  body: {
    error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
  },
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (s += c));
    req.on('end', () => resolve(s));
    req.on('error', reject);
  });
}

/** Reads a template message as Graph validates it; null when it is not one. */
function templateOf(raw: string): Omit<ReceivedMessage, 'wamid'> | null {
  try {
    const b = JSON.parse(raw) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
      };
    };
    if (b.messaging_product !== 'whatsapp' || b.type !== 'template' || !b.to || !b.template?.name)
      return null;
    const code = b.template.language?.code;
    if (!code) return null;
    const bodyPart = b.template.components?.find((c) => c.type === 'body');
    const parameters = (bodyPart?.parameters ?? []).map((p) =>
      p.type === 'text' && typeof p.text === 'string' ? p.text : null,
    );
    if (parameters.includes(null)) return null;
    return {
      to: b.to,
      template: b.template.name,
      language: code,
      parameters: parameters as string[],
      body: b as Record<string, unknown>,
    };
  } catch {
    return null;
  }
}

export async function startWhatsAppStandin(opts: WhatsAppStandinOptions) {
  const version = opts.version ?? 'v21.0';
  const messages: ReceivedMessage[] = [];
  // failures to answer, each for any recipient or for one (`to`, digits with the country code)
  const failures: { status: number; to?: string }[] = [];
  const deliveries: WebhookDelivery[] = [];
  let webhookUrl = '';

  function route(method: string, path: string, raw: string, auth: string | undefined) {
    if (method !== 'POST' || path !== `/${version}/${opts.phoneNumberId}/messages`)
      return graphError(400, 'Unsupported post request', 100);
    if (auth !== `Bearer ${opts.token}`)
      return graphError(401, 'Invalid OAuth access token - Cannot parse access token', 190);
    const m = templateOf(raw);
    const at = failures.findIndex((f) => !f.to || f.to === m?.to);
    if (at >= 0) return graphError(failures.splice(at, 1)[0]!.status, 'Stand-in failure', 131000);
    if (!m) return graphError(400, '(#100) Invalid parameter', 100);
    const wamid = `wamid.${randomBytes(24).toString('base64url')}`;
    messages.push({ wamid, ...m });
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: m.to, wa_id: m.to }],
        messages: [{ id: wamid, message_status: 'accepted' }],
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    const out = route(req.method ?? 'GET', path, await readBody(req), req.headers.authorization);
    res.writeHead(out.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(out.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(graphError(500, String(err), 1).body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A status notification of one message, as the Cloud API posts it. */
  const statusNotification = (m: ReceivedMessage, status: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: opts.phoneNumberId,
              },
              statuses: [
                {
                  id: m.wamid,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: m.to,
                  ...(status === 'failed'
                    ? { errors: [{ code: 131026, title: 'Message undeliverable' }] }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });

  return {
    /** e.g. http://127.0.0.1:40123/v21.0: WHATSAPP_API_URL */
    apiUrl: `${url}/${version}`,
    /** every template message accepted, in order */
    messages,
    /** every webhook delivery made, with the store's answer */
    deliveries,
    setWebhookUrl: (u: string) => void (webhookUrl = u),
    /**
     * The next message requests (to `to` only, when given: another test's message still on its
     * way must not take the failure) answer `status` with Graph's error body.
     */
    failNext: (status = 500, times = 1, to?: string) => {
      for (let i = 0; i < times; i++) failures.push({ status, to });
    },
    /**
     * Posts a status of a received message to the store, signed with the app secret (`forge`:
     * with another secret), `times` times; answers each delivery.
     */
    async sendStatus(
      m: ReceivedMessage,
      status: 'sent' | 'delivered' | 'read' | 'failed',
      o: { forge?: boolean; times?: number } = {},
    ): Promise<WebhookDelivery[]> {
      const raw = JSON.stringify(statusNotification(m, status));
      const secret = o.forge ? `${opts.appSecret}-forged` : opts.appSecret;
      const made: WebhookDelivery[] = [];
      for (let i = 0; i < (o.times ?? 1); i++) {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // signed as Meta documents it, independently of the store's own check
            'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
          },
          body: raw,
        });
        made.push({ status: res.status, body: await res.text() });
      }
      deliveries.push(...made);
      return made;
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WhatsAppStandin = Awaited<ReturnType<typeof startWhatsAppStandin>>;
