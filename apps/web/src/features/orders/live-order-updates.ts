import { useEffect, useRef } from 'react';
import type { OrderUpdatesTicketAnswer } from '@kirana/shared';
import { apiPost } from '../../lib/api-client';

// The open order page follows its order: a server-sent event stream tells each move (the page
// then re-reads the order), and the page re-reads it when the tab is shown again or the
// connection comes back, since a phone may have slept through a move. The stream opens with a
// one-minute ticket asked for with the session (EventSource cannot send the session header).

/** Waits before opening a stream again after the server refused or ended it. */
const RETRY_MS = [3_000, 10_000, 30_000];

const ticketFor = (orderId: number) =>
  apiPost<OrderUpdatesTicketAnswer>(`/orders/${orderId}/updates-ticket`, {});

/**
 * Calls `reread` whenever the order may have moved: on a move the stream tells, on a reconnect
 * (moves may have been missed meanwhile), when the tab is shown again and when back online.
 */
export function useLiveOrderUpdates(orderId: number, reread: () => void): void {
  const latest = useRef(reread);
  latest.current = reread;

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;
    let stopped = false;
    let asking = false;

    const connect = async () => {
      if (stopped || asking || source || typeof EventSource === 'undefined') return;
      clearTimeout(retry);
      asking = true;
      let ticket: string;
      try {
        ticket = (await ticketFor(orderId)).Ticket;
      } catch {
        return later();
      } finally {
        asking = false;
      }
      if (stopped) return;
      source = new EventSource(`/api/order-updates?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener('open', () => {
        failures = 0;
        // a stream opened again may have missed moves: read the order as it is now
        if (opened) latest.current();
        opened = true;
      });
      source.addEventListener('order', () => latest.current());
      source.addEventListener('error', () => {
        // CONNECTING: the browser tries again itself; CLOSED: refused (an old ticket), so ask anew
        if (source?.readyState === EventSource.CLOSED) later();
      });
    };
    const later = () => {
      source?.close();
      source = null;
      if (stopped) return;
      clearTimeout(retry);
      retry = setTimeout(() => void connect(), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
    const shown = () => {
      if (document.visibilityState !== 'visible') return;
      latest.current();
      if (!source) void connect();
    };
    const online = () => {
      latest.current();
      if (!source || source.readyState === EventSource.CLOSED) {
        failures = 0;
        later();
      }
    };

    void connect();
    document.addEventListener('visibilitychange', shown);
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      document.removeEventListener('visibilitychange', shown);
      window.removeEventListener('online', online);
    };
  }, [orderId]);
}
