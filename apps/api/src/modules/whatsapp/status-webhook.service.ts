import { eq } from 'drizzle-orm';
import { inTransaction } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { moveMessage } from './message-status';
import { readStatusWebhook, type StatusUpdate } from './status-webhook';
import { sameSecret } from './webhook-signature';
import { whatsappMessages } from './whatsapp.tables';

/** The subscription handshake: hub.challenge back when hub.verify_token is ours, else 403. */
export function answerHandshake(
  deps: AppDeps,
  q: { mode?: string; verifyToken?: string; challenge?: string },
): string {
  const ours = deps.config.WHATSAPP_VERIFY_TOKEN;
  if (!ours || q.mode !== 'subscribe' || !q.challenge || !sameSecret(ours, q.verifyToken))
    throw new AppError(403, 'WEBHOOK_VERIFY_TOKEN_INVALID', 'The verify token does not match');
  return q.challenge;
}

/**
 * Applies a signed status webhook: each message moves forward only, and the first `failed` of
 * a message queues its SMS instead (message-status.ts). Unknown message ids are ignored.
 */
export async function handleStatusWebhook(
  deps: AppDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<{ status: 'ok' }> {
  const secret = deps.config.WHATSAPP_APP_SECRET;
  if (!secret) throw new AppError(404, 'NOT_FOUND', 'WhatsApp webhooks are off');
  const updates = readStatusWebhook(secret, rawBody, signature);
  for (const u of updates) await applyStatus(deps, u);
  return { status: 'ok' };
}

async function applyStatus(deps: AppDeps, u: StatusUpdate): Promise<void> {
  await inTransaction(deps.database.db, (tx) =>
    moveMessage(tx, eq(whatsappMessages.wamid, u.wamid), u.status, u.error),
  );
}
