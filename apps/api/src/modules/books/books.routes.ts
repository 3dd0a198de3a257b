import {
  ApiErrorBody,
  BooksDayQuery,
  CodHandInAnswer,
  CodHandInBody,
  CodReconciliation,
  DailyClose,
  DeliveryPeopleAnswer,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { auditActor } from '../staff';
import { codReconciliation, deliveryPeople, handInCod } from './cod-handins.service';
import { dailyCloseCsv, dailyCloseFileName } from './daily-close-csv';
import { dailyClose } from './daily-close.service';

/** The owner's books: the day's close (and its CSV), COD reconciliation. orders:money only. */
export function registerBooksAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['admin'];
  const config = { permission: 'orders:money' } as const;

  app.get(
    '/admin/books/daily-close',
    {
      config,
      schema: {
        tags,
        summary:
          'The close of an India day: orders by payment method, COD collected and due, refunds out, wallet moves, gateway fees',
        querystring: BooksDayQuery,
        response: { 200: DailyClose },
      },
    },
    async (req) => dailyClose(db, req.query.day),
  );

  app.get(
    '/admin/books/daily-close.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The close of an India day as CSV (one row per figure, amounts in rupees)',
        querystring: BooksDayQuery,
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${dailyCloseFileName(req.query.day)}"`,
        )
        .send(dailyCloseCsv(await dailyClose(db, req.query.day))),
  );

  app.get(
    '/admin/books/cod',
    {
      config,
      schema: {
        tags,
        summary:
          'Cash collected by delivery people and not handed in, by person and day; latest hand-ins',
        response: { 200: CodReconciliation },
      },
    },
    async () => codReconciliation(db),
  );

  app.post(
    '/admin/books/cod/hand-ins',
    {
      config,
      schema: {
        tags,
        summary:
          'Record cash handed in by one delivery person for these orders (each order once; the same Key again changes nothing)',
        body: CodHandInBody,
        response: { 200: CodHandInAnswer, 409: ApiErrorBody },
      },
    },
    async (req) => ({ HandIn: await handInCod(deps, req.body, auditActor(req)) }),
  );

  app.get(
    '/admin/books/delivery-people',
    {
      config,
      schema: {
        tags,
        summary: 'Who may be named as the delivery person in "Cash collected"',
        response: { 200: DeliveryPeopleAnswer },
      },
    },
    async () => deliveryPeople(db),
  );
}
