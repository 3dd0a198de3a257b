import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiErrorBody, OrderEditParams } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../../lib/request-user';
import { orderEditCreditNotePdf } from './credit-note.service';

// The GST credit note of an order edit (#28): the value the store's edit took off an invoiced
// order, a cash-on-delivery order's too, which has no refund to print it from.

/** Answers a credit note as a PDF download under its own file name. */
export const sendPdf = (
  reply: FastifyReply,
  { fileName, pdf }: { fileName: string; pdf: Buffer },
) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);

const pdfAnswer = {
  200: z.any().describe('application/pdf'),
  404: ApiErrorBody,
};

/** The shopper's own order's edit: another shopper's order answers 404, as no order does. */
export function registerEditCreditNoteUserRoute(app: App, deps: AppDeps): void {
  app.get(
    '/orders/:orderId/edits/:editId/credit-note',
    {
      schema: {
        tags: ['orders'],
        summary: 'The GST credit note of a change the store made to the order (PDF)',
        params: OrderEditParams,
        response: pdfAnswer,
      },
    },
    async (req, reply) =>
      sendPdf(
        reply,
        await orderEditCreditNotePdf(
          deps.database.db,
          currentUser(req).userId,
          req.params.orderId,
          req.params.editId,
        ),
      ),
  );
}

/** Any order's edit, for the owner and managers (orders:money, as the invoice). */
export function registerEditCreditNoteAdminRoute(app: App, deps: AppDeps): void {
  app.get(
    '/admin/orders/:orderId/edits/:editId/credit-note',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags: ['admin'],
        summary: 'The GST credit note of an edit of any order (PDF), to print or keep',
        params: OrderEditParams,
        response: pdfAnswer,
      },
    },
    async (req, reply) =>
      sendPdf(
        reply,
        await orderEditCreditNotePdf(deps.database.db, null, req.params.orderId, req.params.editId),
      ),
  );
}
