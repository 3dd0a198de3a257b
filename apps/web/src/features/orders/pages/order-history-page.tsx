import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName, EmptyState, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import type { ApiFailure } from '../../../lib/api-client';
import { SignInGate } from '../../auth';
import { OrderCard } from '../components/order-card';
import inputStyles from '../../../components/inline-input.module.css';
import styles from '../components/orders.module.css';
import { fetchOrderHistory, selectOrderData } from '../order-data-slice';

const TITLE = 'My orders';

function HistorySkeleton() {
  return (
    <div className={styles.skList} role="status" aria-label="Loading your orders">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={150} radius={16} />
      ))}
    </div>
  );
}

function OrderHistory() {
  const dispatch = useAppDispatch();
  const { orderHistoryData, orderHistorySearch, countTotalOrders, pageNoOfFetchedOrder } =
    useAppSelector(selectOrderData);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<'page' | 'more' | null>('page');
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  const load = useCallback(
    async (pageNo: number, term: string) => {
      setBusy(pageNo === 1 ? 'page' : 'more');
      setFailure(null);
      const result = await dispatch(fetchOrderHistory({ pageNo, search: term }));
      if (fetchOrderHistory.rejected.match(result)) setFailure(result.payload ?? null);
      setBusy(null);
    },
    [dispatch],
  );
  useEffect(() => void load(1, search), [load, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const orders = orderHistorySearch === search ? orderHistoryData : null;
  const searchForm = (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor="order-search" className={styles.srOnly}>
        Search orders by product name
      </label>
      <input
        id="order-search"
        type="search"
        className={inputStyles.inlineInput}
        placeholder="Search by product name"
        maxLength={60}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" variant="secondary" size="s">
        Search
      </Button>
    </form>
  );

  let body;
  if (failure && busy === null && (!orders || orders.length === 0))
    body = (
      <ErrorState
        title="We could not load your orders"
        message={`${failure.message}. ${failure.description}`}
        onRetry={() => void load(1, search)}
      />
    );
  else if (!orders || busy === 'page') body = <HistorySkeleton />;
  else if (orders.length === 0 && search)
    body = (
      <EmptyState
        icon="search"
        title={`No orders with “${search}”`}
        message="Try another product name, or clear the search to see every order."
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setTyped('');
              setSearch('');
            }}
          >
            Show all orders
          </Button>
        }
      />
    );
  else if (orders.length === 0)
    body = (
      <EmptyState
        icon="package"
        title="No orders yet"
        message="When you place an order it shows up here, with its status, bill and invoice."
        actions={
          <Link to="/" className={buttonClassName()}>
            Start shopping
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <p className={styles.count} aria-live="polite">
          Showing {orders.length} of {countTotalOrders}{' '}
          {countTotalOrders === 1 ? 'order' : 'orders'}
        </p>
        <ul className={styles.orderList}>
          {orders.map((o) => (
            <OrderCard key={o.OrderId} order={o} />
          ))}
        </ul>
        {failure ? (
          <p className={styles.problem} role="alert">
            {failure.message}. Please try again.
          </p>
        ) : null}
        {orders.length < countTotalOrders ? (
          <div className={styles.more}>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void load(pageNoOfFetchedOrder + 1, search)}
            >
              {busy === 'more' ? 'Loading…' : 'Load more orders'}
            </Button>
          </div>
        ) : null}
      </>
    );
  return (
    <PageFrame title={TITLE} actions={searchForm}>
      {body}
    </PageFrame>
  );
}

/** My orders: the shopper's orders, newest first, with status, search and more pages. */
export default function OrderHistoryPage() {
  return (
    <SignInGate title={TITLE} prompt="Sign in to see your orders" icon="package">
      <OrderHistory />
    </SignInGate>
  );
}
