import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { verifyWhatsAppWebhook } from './webhook-signature';

// The Cloud API's status webhooks: `entry[].changes[].value.statuses[]`, each naming a message
// by its wamid. Other notifications (incoming messages, template reviews) carry no statuses.

export const WEBHOOK_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

const Status = z.object({
  id: z.string().min(1),
  status: z.string(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
});
const Envelope = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({ value: z.object({ statuses: z.array(Status).optional() }).optional() }),
      ),
    }),
  ),
});

export interface StatusUpdate {
  wamid: string;
  status: WebhookStatus;
  error: string | null;
}

const isKnown = (s: string): s is WebhookStatus =>
  (WEBHOOK_STATUSES as readonly string[]).includes(s);

/** Checks the signature (400 when it does not match) and reads the status updates it carries. */
export function readStatusWebhook(
  appSecret: string,
  rawBody: string,
  signature: string | undefined,
): StatusUpdate[] {
  if (!verifyWhatsAppWebhook(rawBody, signature, appSecret))
    throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match');
  let parsed: z.infer<typeof Envelope>;
  try {
    parsed = Envelope.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError(
      400,
      'WEBHOOK_BODY_INVALID',
      'The webhook body is not a WhatsApp notification',
    );
  }
  return parsed.entry.flatMap((e) =>
    e.changes.flatMap((c) =>
      (c.value?.statuses ?? []).flatMap((s) =>
        isKnown(s.status)
          ? [
              {
                wamid: s.id,
                status: s.status,
                error:
                  s.errors?.map((x) => [x.code, x.title].filter(Boolean).join(' ')).join('; ') ||
                  null,
              },
            ]
          : [],
      ),
    ),
  );
}
