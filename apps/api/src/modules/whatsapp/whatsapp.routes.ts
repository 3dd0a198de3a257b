import { z } from 'zod';
import { ApiErrorBody, text } from '@kirana/shared';
import { withZod, type App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { answerHandshake, handleStatusWebhook } from './status-webhook.service';

const tags = ['whatsapp'];
const HandshakeQuery = z.object({
  'hub.mode': text().max(40).optional(),
  'hub.verify_token': text().max(200).optional(),
  'hub.challenge': text().max(200).optional(),
});

/**
 * The Cloud API's webhook: the subscription handshake, and the status updates. The body is kept
 * as the raw text Meta signed (a JSON parser would lose it), so these routes sit in their own
 * scope with their own parser.
 */
export function registerWhatsAppWebhookRoutes(app: App, deps: AppDeps): void {
  void app.register(async (raw) => {
    const scope = withZod(raw);
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.get(
      '/whatsapp/webhook',
      {
        config: { rateBucket: 'webhooks' },
        schema: {
          tags,
          summary: 'The webhook subscription handshake: hub.challenge back for our verify token',
          querystring: HandshakeQuery,
          response: { 200: z.string(), 403: ApiErrorBody },
        },
      },
      async (req, reply) =>
        reply.type('text/plain; charset=utf-8').send(
          answerHandshake(deps, {
            mode: req.query['hub.mode'],
            verifyToken: req.query['hub.verify_token'],
            challenge: req.query['hub.challenge'],
          }),
        ),
    );
    scope.post(
      '/whatsapp/webhook',
      {
        config: { rateBucket: 'webhooks' },
        schema: {
          tags,
          summary: 'Message status updates, verified over the raw body; statuses move forward only',
          response: { 200: z.object({ status: z.string() }), 400: ApiErrorBody, 404: ApiErrorBody },
        },
      },
      async (req) =>
        handleStatusWebhook(
          deps,
          typeof req.body === 'string' ? req.body : '',
          req.headers['x-hub-signature-256'] as string | undefined,
        ),
    );
  });
}
