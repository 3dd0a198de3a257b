import {
  ApiErrorBody,
  OrderIdParams,
  OrderUpdatesQuery,
  OrderUpdatesTicketAnswer,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { currentStaff } from '../../lib/request-staff';
import { currentUser } from '../../lib/request-user';
import {
  checkStoreTicket,
  checkTicket,
  issueStoreTicket,
  issueTicket,
  TICKET_SECONDS,
  type OrderUpdateStreams,
} from './order-updates.service';

const tags = ['orders'];

/** Signed in: a ticket that opens the live stream of one of the shopper's own orders. */
export function registerOrderUpdatesUserRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/orders/:orderId/updates-ticket',
    {
      schema: {
        tags,
        summary: 'A one-minute ticket for the order’s live updates (the shopper’s own order only)',
        params: OrderIdParams,
        response: { 200: OrderUpdatesTicketAnswer, 404: ApiErrorBody },
      },
    },
    async (req) => ({
      Ticket: await issueTicket(deps, currentUser(req).userId, req.params.orderId),
      ExpiresInSeconds: TICKET_SECONDS,
    }),
  );
}

/** Open (the ticket is the credential): the order's moves as server-sent events. */
export function registerOrderUpdatesStreamRoute(
  app: App,
  deps: AppDeps,
  streams: OrderUpdateStreams,
): void {
  app.get(
    '/order-updates',
    {
      schema: {
        tags,
        summary:
          'Server-sent events of one order: `event: order` with { OrderId, Status } on each move',
        querystring: OrderUpdatesQuery,
        response: { 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (req, reply) => {
      streams.serve(req, reply, await checkTicket(deps, req.query.ticket));
      return reply;
    },
  );
  app.get(
    '/store-order-updates',
    {
      schema: {
        tags,
        summary:
          'Server-sent events of every order, for the console: `event: order` with { OrderId, Status }; a new order comes as placed',
        querystring: OrderUpdatesQuery,
        response: { 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (req, reply) => {
      streams.serveStore(req, reply, await checkStoreTicket(deps, req.query.ticket));
      return reply;
    },
  );
}

/** The console (orders:read, a packer too): a ticket that opens the stream of every order. */
export function registerStoreOrderUpdatesRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/admin/orders/updates-ticket',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags: ['admin'],
        summary: 'A one-minute ticket for the live stream of every order (new orders arrive live)',
        response: { 200: OrderUpdatesTicketAnswer },
      },
    },
    async (req) => ({
      Ticket: await issueStoreTicket(deps, currentStaff(req).staffId ?? 0),
      ExpiresInSeconds: TICKET_SECONDS,
    }),
  );
}
