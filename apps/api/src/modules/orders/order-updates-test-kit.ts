import { expect } from 'vitest';
import { OrderMovedEvent, OrderUpdatesTicketAnswer } from '@kirana/shared';
import type { TestApp } from '../../test/harness';
import { call } from '../address/address-test-kit';

/** A ticket for the order's stream, as the shopper's order page asks for it. */
export async function ticketFor(t: TestApp, token: string, orderId: number): Promise<string> {
  const res = await call(t, 'POST', `/orders/${orderId}/updates-ticket`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return OrderUpdatesTicketAnswer.parse(res.body).Ticket;
}

/** An open event stream read as a browser would: its status, text so far and `order` events. */
export interface LiveStream {
  status: number;
  text(): string;
  moves(): OrderMovedEvent[];
  /**
   * The moves after the order was placed: its `placed` move (told to the console as a new order
   * by a job) may reach a stream opened just after the order was placed
   */
  movesSincePlaced(): OrderMovedEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(
  t: TestApp,
  ticket: string,
  stream: 'order-updates' | 'store-order-updates' = 'order-updates',
): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(`${t.url}/api/${stream}?ticket=${encodeURIComponent(ticket)}`, {
    signal: abort.signal,
  });
  let text = '';
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) text += decoder.decode(chunk, { stream: true });
    } catch {
      // aborted by close()
    }
  })();
  const moves = () =>
    [...text.matchAll(/^event: order\ndata: (.*)$/gm)].map((m) =>
      OrderMovedEvent.parse(JSON.parse(m[1]!)),
    );
  return {
    status: res.status,
    text: () => text,
    moves,
    movesSincePlaced: () => moves().filter((m) => m.Status !== 'placed'),
    ended,
    close: () => abort.abort(),
  };
}

/** A ticket for the console's stream of every order, asked for with a staff session. */
export async function storeTicketFor(t: TestApp, token: string): Promise<string> {
  const res = await call(t, 'POST', '/admin/orders/updates-ticket', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return OrderUpdatesTicketAnswer.parse(res.body).Ticket;
}
