import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { OrderMovedEvent, type OrderUpdatesTicketAnswer } from '@kirana/shared';
import { adminApi } from '../api';
import { useAppDispatch } from '../store';
import { playChime, unlockChimeOnGesture } from './chime';

// New orders arrive live on any console page: the stream of every order's moves (server-sent
// events; a one-minute ticket asked for with the staff session opens it) refreshes the order
// lists and the dashboard, and a new order (`New`, told once as it is placed) chimes and counts in the tab's title until
// the orders list is looked at.

const liveApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    orderUpdatesTicket: b.mutation<OrderUpdatesTicketAnswer, void>({
      query: () => ({ url: '/admin/orders/updates-ticket', method: 'POST' }),
    }),
  }),
});

/** The tab's title with the count of unseen new orders before it: "(2) Orders · Kirana". */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/** Only a newly placed order alerts: an edit or a payment of an order still `placed` does not. */
export const isNewOrder = (move: OrderMovedEvent): boolean =>
  move.New === true && move.Status === 'placed';

/** Listens while `enabled` (staff who may read orders); answers the unseen new orders' count. */
export function useNewOrderAlerts(enabled: boolean): number {
  const dispatch = useAppDispatch();
  const [askTicket] = liveApi.useOrderUpdatesTicketMutation();
  const [count, setCount] = useState(0);
  const seen = useRef(new Set<number>());
  const { pathname } = useLocation();
  const onList = pathname === '/orders' || pathname === '/orders/';

  useEffect(() => unlockChimeOnGesture(), []);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const again = (ms: number) => {
      source?.close();
      if (!stopped) timer = setTimeout(() => void open(), ms);
    };
    const open = async () => {
      const res = await askTicket();
      if (stopped) return;
      if ('error' in res || !res.data) return again(30_000);
      source = new EventSource(
        `/api/store-order-updates?ticket=${encodeURIComponent(res.data.Ticket)}`,
      );
      source.addEventListener('order', (e) => {
        const move = OrderMovedEvent.safeParse(JSON.parse((e as MessageEvent<string>).data));
        if (!move.success) return;
        const { OrderId } = move.data;
        dispatch(
          adminApi.util.invalidateTags([
            { type: 'Orders', id: 'LIST' },
            { type: 'Orders', id: OrderId },
            'Dashboard',
          ]),
        );
        if (!isNewOrder(move.data) || seen.current.has(OrderId)) return;
        seen.current.add(OrderId);
        setCount((n) => n + 1);
        playChime();
      });
      // the ticket lasts a minute, so a dropped stream is opened again with a new one
      source.onerror = () => again(3_000);
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, askTicket, dispatch]);

  // looking at the orders list (the tab in front) counts them as seen
  useEffect(() => {
    const look = () => {
      if (onList && document.visibilityState === 'visible') setCount(0);
    };
    look();
    document.addEventListener('visibilitychange', look);
    return () => document.removeEventListener('visibilitychange', look);
  }, [onList, count]);

  // the count stays before whatever title each page sets
  useEffect(() => {
    const apply = () => {
      const want = titleWithCount(document.title, count);
      if (document.title !== want) document.title = want;
    };
    apply();
    const title = document.querySelector('title');
    if (!title) return;
    const watcher = new MutationObserver(apply);
    watcher.observe(title, { childList: true, characterData: true, subtree: true });
    return () => watcher.disconnect();
  }, [count]);

  return count;
}
