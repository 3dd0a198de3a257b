import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderMovedEvent } from '@kirana/shared';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { derivedKey } from '../auth';
import type { OrderMoves } from './order-moves';
import { findOwnOrder } from './order-queries';

// The live order page's stream (server-sent events). EventSource cannot send the Authorization
// header, and the long-lived session token must never travel in a URL (logs, history, proxies),
// so the signed-in shopper first asks for a ticket: one order, one shopper, one minute, signed
// with a key of its own. The stream checks the ticket; its address is logged with it redacted.

export const TICKET_SECONDS = 60;
const TICKET_PURPOSE = 'order-updates-ticket';

interface TicketClaims {
  userId: number;
  orderId: number;
}

const sign = async (deps: AppDeps, body: string, purpose = TICKET_PURPOSE) =>
  createHmac('sha256', await derivedKey(deps, purpose))
    .update(body)
    .digest('base64url');

const ticketRefused = () =>
  new AppError(
    401,
    'TICKET_INVALID',
    { messageId: 'errors.updates.expired' },
    { messageId: 'errors.updates.reload' },
  );

/** A ticket for the shopper's own order; another shopper's order (or none) answers 404. */
export async function issueTicket(
  deps: AppDeps,
  userId: number,
  orderId: number,
  now = Date.now(),
): Promise<string> {
  const order = await findOwnOrder(deps.database.db, userId, orderId);
  if (!order) throw notFound('Order', 'ORDER_NOT_FOUND');
  const expires = Math.floor(now / 1000) + TICKET_SECONDS;
  const body = Buffer.from(JSON.stringify([userId, orderId, expires])).toString('base64url');
  return `${body}.${await sign(deps, body)}`;
}

/** Whom and which order a ticket opens; 401 when forged, malformed or expired. */
export async function checkTicket(
  deps: AppDeps,
  ticket: string,
  now = Date.now(),
): Promise<TicketClaims> {
  const [body, mac] = ticket.split('.');
  if (!body || !mac) throw ticketRefused();
  const want = Buffer.from(await sign(deps, body));
  const given = Buffer.from(mac);
  if (want.length !== given.length || !timingSafeEqual(want, given)) throw ticketRefused();
  const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (!Array.isArray(claims) || claims.length !== 3) throw ticketRefused();
  const [userId, orderId, expires] = claims.map(Number) as [number, number, number];
  if (!(expires * 1000 > now)) throw ticketRefused();
  return { userId, orderId };
}

// The console's live order list has a ticket of its own (its own key): one staff member, one
// minute, every order's moves. It is asked for with the staff session, which a packer has too.
const STORE_TICKET_PURPOSE = 'store-order-updates-ticket';

/** A ticket for the console's stream of every order's moves (staffId 0: the ADMIN_TOKEN). */
export async function issueStoreTicket(
  deps: AppDeps,
  staffId: number,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + TICKET_SECONDS;
  const body = Buffer.from(JSON.stringify([staffId, expires])).toString('base64url');
  return `${body}.${await sign(deps, body, STORE_TICKET_PURPOSE)}`;
}

/** Which staff member a console ticket opens; 401 when forged, malformed or expired. */
export async function checkStoreTicket(
  deps: AppDeps,
  ticket: string,
  now = Date.now(),
): Promise<{ staffId: number }> {
  const [body, mac] = ticket.split('.');
  if (!body || !mac) throw ticketRefused();
  const want = Buffer.from(await sign(deps, body, STORE_TICKET_PURPOSE));
  const given = Buffer.from(mac);
  if (want.length !== given.length || !timingSafeEqual(want, given)) throw ticketRefused();
  const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (!Array.isArray(claims) || claims.length !== 2) throw ticketRefused();
  const [staffId, expires] = claims.map(Number) as [number, number];
  if (!(expires * 1000 > now)) throw ticketRefused();
  return { staffId };
}

export interface StreamLimits {
  /** A comment line this often keeps proxies and phones from dropping a quiet stream. */
  heartbeatMs: number;
  /** Streams one shopper may hold open in one process (tabs, devices). */
  perUser: number;
}

const DEFAULT_LIMITS: StreamLimits = { heartbeatMs: 25_000, perUser: 5 };

/** The open streams of this process: per-shopper counts, heartbeats, and their end at shutdown. */
export class OrderUpdateStreams {
  private readonly open = new Map<string, number>();
  private readonly enders = new Set<() => void>();

  constructor(
    private readonly moves: OrderMoves,
    private readonly limits: StreamLimits = DEFAULT_LIMITS,
  ) {}

  /** Answers the request with the order's stream until the client goes or the server stops. */
  serve(req: FastifyRequest, reply: FastifyReply, { userId, orderId }: TicketClaims): void {
    this.stream(req, reply, `user:${userId}`, (send) => this.moves.watch(orderId, send));
  }

  /** Answers the console's request with every order's moves (a new order comes as `placed`). */
  serveStore(req: FastifyRequest, reply: FastifyReply, { staffId }: { staffId: number }): void {
    this.stream(req, reply, `staff:${staffId}`, (send) => this.moves.watchStore(send));
  }

  private stream(
    req: FastifyRequest,
    reply: FastifyReply,
    holder: string,
    watch: (send: (move: OrderMovedEvent) => void) => () => void,
  ): void {
    const held = this.open.get(holder) ?? 0;
    if (held >= this.limits.perUser)
      throw new AppError(429, 'TOO_MANY_STREAMS', { messageId: 'errors.updates.too-many' });
    this.open.set(holder, held + 1);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no', // nginx: pass each event on at once
      'x-content-type-options': 'nosniff',
      'x-request-id': req.id,
    });
    // a reconnect waits 3 s; the comment line sends the headers now
    res.write('retry: 3000\n: open\n\n');
    const send = (move: OrderMovedEvent) =>
      res.write(`event: order\ndata: ${JSON.stringify(move)}\n\n`);
    const unwatch = watch(send);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), this.limits.heartbeatMs);

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      unwatch();
      clearInterval(heartbeat);
      this.enders.delete(end);
      const left = (this.open.get(holder) ?? 1) - 1;
      if (left > 0) this.open.set(holder, left);
      else this.open.delete(holder);
      if (!res.writableEnded) res.end();
    };
    this.enders.add(end);
    req.raw.on('close', end);
    res.on('error', end);
  }

  /** Ends every stream (server shutdown): browsers reconnect to another process. */
  endAll(): void {
    for (const end of [...this.enders]) end();
  }
}
