import { useT } from '../../../lib/i18n';
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

function HistorySkeleton() {
  const t = useT();
  return (
    <div className={styles.skList} role="status" aria-label={t('orders.history.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={150} radius={16} />
      ))}
    </div>
  );
}

function OrderHistory() {
  const t = useT();
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
        {t('orders.history.searchLabel')}
      </label>
      <input
        id="order-search"
        type="search"
        className={inputStyles.inlineInput}
        placeholder={t('orders.history.searchPlaceholder')}
        maxLength={60}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" variant="secondary" size="s">
        {t('orders.history.search')}
      </Button>
    </form>
  );

  let body;
  if (failure && busy === null && (!orders || orders.length === 0))
    body = (
      <ErrorState
        title={t('orders.history.loadFailed')}
        message={`${failure.message}. ${failure.description}`}
        onRetry={() => void load(1, search)}
      />
    );
  else if (!orders || busy === 'page') body = <HistorySkeleton />;
  else if (orders.length === 0 && search)
    body = (
      <EmptyState
        icon="search"
        title={t('orders.history.noMatchTitle', { search })}
        message={t('orders.history.noMatchMessage')}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setTyped('');
              setSearch('');
            }}
          >
            {t('orders.history.showAll')}
          </Button>
        }
      />
    );
  else if (orders.length === 0)
    body = (
      <EmptyState
        icon="package"
        title={t('orders.history.emptyTitle')}
        message={t('orders.history.emptyMessage')}
        actions={
          <Link to="/" className={buttonClassName()}>
            {t('orders.startShopping')}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <p className={styles.count} aria-live="polite">
          {t('orders.history.showing', { shown: orders.length, total: countTotalOrders })}
        </p>
        <ul className={styles.orderList}>
          {orders.map((o) => (
            <OrderCard key={o.OrderId} order={o} />
          ))}
        </ul>
        {failure ? (
          <p className={styles.problem} role="alert">
            {t('orders.history.tryAgain', { reason: failure.message })}
          </p>
        ) : null}
        {orders.length < countTotalOrders ? (
          <div className={styles.more}>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void load(pageNoOfFetchedOrder + 1, search)}
            >
              {busy === 'more' ? t('orders.history.loadingMore') : t('orders.history.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  return (
    <PageFrame title={t('orders.history.title')} actions={searchForm}>
      {body}
    </PageFrame>
  );
}

/** My orders: the shopper's orders, newest first, with status, search and more pages. */
export default function OrderHistoryPage() {
  const t = useT();
  return (
    <SignInGate
      title={t('orders.history.title')}
      prompt={t('orders.history.signInPrompt')}
      icon="package"
    >
      <OrderHistory />
    </SignInGate>
  );
}
