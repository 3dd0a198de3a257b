import { GstReturnQuery, GstReturnSummary } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import {
  fileStem,
  gstr1JsonOf,
  gstr1ZipOf,
  gstReturnSummary,
  salesRegisterOf,
} from './gst-returns.service';

/** GST returns: orders:money, so the owner's and manager's, never a packer's. */
export function registerGstReturnsAdminRoutes(app: App, deps: AppDeps): void {
  const db = () => deps.database.db;
  const attachment = (name: string) => `attachment; filename="${name}"`;

  app.get(
    '/admin/gst-returns',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags: ['admin'],
        summary:
          'GSTR-1 of a month or quarter (India time): each section’s totals, the document series',
        querystring: GstReturnQuery,
        response: { 200: GstReturnSummary },
      },
    },
    async (req) => gstReturnSummary(db(), req.query.Period),
  );

  app.get(
    '/admin/gst-returns/gstr1.json',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags: ['admin'],
        summary: 'GSTR-1 of a month or quarter as the GST portal’s JSON',
        querystring: GstReturnQuery,
      },
    },
    async (req, reply) =>
      reply
        .header('content-disposition', attachment(`${fileStem('gstr1', req.query.Period)}.json`))
        .send(await gstr1JsonOf(db(), req.query.Period)),
  );

  app.get(
    '/admin/gst-returns/gstr1.zip',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags: ['admin'],
        summary: 'GSTR-1 of a month or quarter as the GST offline tool’s CSV files, zipped',
        querystring: GstReturnQuery,
      },
    },
    async (req, reply) =>
      reply
        .type('application/zip')
        .header('content-disposition', attachment(`${fileStem('gstr1', req.query.Period)}.zip`))
        .send(await gstr1ZipOf(db(), req.query.Period)),
  );

  app.get(
    '/admin/gst-returns/sales-register.csv',
    {
      config: { permission: 'orders:money' },
      schema: {
        tags: ['admin'],
        summary: 'Every invoice and credit note of a month or quarter with its taxes, as CSV',
        querystring: GstReturnQuery,
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachment(`${fileStem('sales-register', req.query.Period)}.csv`),
        )
        .send(await salesRegisterOf(db(), req.query.Period)),
  );
}
