import { z } from 'zod';
import type { Config } from '../../config';

// The WhatsApp Business Platform Cloud API: a template message is
// POST {WHATSAPP_API_URL}/{phone-number-id}/messages with the bearer token; the answer carries
// the message's id (wamid), which the status webhooks name later.

export interface TemplateMessage {
  /** a 10-digit Indian mobile */
  to: string;
  template: string;
  language: string;
  parameters: readonly string[];
}

const Answer = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const ErrorAnswer = z.object({
  error: z.object({ message: z.string().optional(), code: z.number().optional() }),
});

/**
 * The Cloud API refused the message or did not answer. `refused`: a 4xx other than 429 (a
 * template not approved, a number not on WhatsApp...), which a retry would not change.
 */
export class CloudApiError extends Error {
  override name = 'CloudApiError';
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

export const messageBody = (m: TemplateMessage) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: `91${m.to}`,
  type: 'template',
  template: {
    name: m.template,
    language: { code: m.language },
    components: [
      { type: 'body', parameters: m.parameters.map((text) => ({ type: 'text', text })) },
    ],
  },
});

/** Sends one template message; returns its wamid. */
export async function sendTemplateMessage(
  config: Pick<Config, 'WHATSAPP_API_URL' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_TOKEN'>,
  m: TemplateMessage,
): Promise<string> {
  const url = `${config.WHATSAPP_API_URL.replace(/\/+$/, '')}/${config.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.WHATSAPP_TOKEN}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(messageBody(m)),
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = ErrorAnswer.safeParse(body);
    const why = err.success ? `${err.data.error.code ?? ''} ${err.data.error.message ?? ''}` : '';
    throw new CloudApiError(
      `WhatsApp Cloud API answered ${res.status}${why ? `: ${why.trim()}` : ''}`,
      res.status >= 400 && res.status < 500 && res.status !== 429,
    );
  }
  const answer = Answer.safeParse(body);
  if (!answer.success) throw new CloudApiError('WhatsApp Cloud API answered without a message id');
  return answer.data.messages[0]!.id;
}
