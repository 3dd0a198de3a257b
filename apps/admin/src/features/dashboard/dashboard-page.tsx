import { Link } from 'react-router';
import type { DashboardAnswer, DashboardPeriod } from '@kirana/shared';
import { ORDER_STATUS_LABELS } from '@kirana/shared/orders/order-flow';
import { blocks, Money, PageHeader, QueryState } from '../../components';
import { useDashboardQuery } from './api';
import { OrdersChart } from './orders-chart';
import styles from './dashboard.module.css';

function PeriodCard({ title, p, link }: { title: string; p: DashboardPeriod; link: string }) {
  return (
    <section className={`${blocks.card} ${styles.period}`} aria-label={title}>
      <h2>{title}</h2>
      <p className={styles.big}>
        <Money paise={p.Revenue} />
      </p>
      <p>
        <Link to={link}>
          {p.Orders.toLocaleString('en-IN')} order{p.Orders === 1 ? '' : 's'}
        </Link>
      </p>
      <dl className={styles.split}>
        <dt>Paid online or wallet</dt>
        <dd>
          <Money paise={p.Paid} />
        </dd>
        <dt>COD collected</dt>
        <dd>
          <Money paise={p.CodCollected} />
        </dd>
        <dt>COD due</dt>
        <dd>
          <Money paise={p.CodDue} />
        </dd>
      </dl>
    </section>
  );
}

const ordersLink = (q: Record<string, string>) =>
  `/orders?${new URLSearchParams({ test: 'no', ...q }).toString()}`;

function Waiting({ d }: { d: DashboardAnswer }) {
  return (
    <section className={blocks.card} aria-label="Waiting">
      <h2 className={styles.h2}>Waiting</h2>
      <ul className={styles.waiting}>
        {d.Waiting.map((w) => (
          <li key={w.Status}>
            <Link to={ordersLink({ status: w.Status })}>
              <span className={styles.count}>{w.Count}</span>
              {ORDER_STATUS_LABELS[w.Status]}
            </Link>
          </li>
        ))}
        <li>
          <Link to={ordersLink({ status: 'delivered', payment: 'cod' })}>
            <span className={styles.count}>{d.CodToCollect.Orders}</span>
            <span>
              COD cash to collect: <Money paise={d.CodToCollect.Amount} />
            </span>
          </Link>
        </li>
        <li>
          <Link to="/returns?status=requested">
            <span className={styles.count}>{d.ReturnsWaiting}</span>
            Returns to decide
          </Link>
        </li>
      </ul>
    </section>
  );
}

function LowStock({ d }: { d: DashboardAnswer }) {
  return (
    <section className={blocks.card} aria-label="Low stock">
      <h2 className={styles.h2}>
        Low stock ({d.LowStockTotal}; {d.LowStockThreshold} or fewer)
      </h2>
      {d.LowStock.length === 0 ? (
        <p className={styles.muted}>Every product has more than {d.LowStockThreshold} in stock.</p>
      ) : (
        <ul className={styles.stock}>
          {d.LowStock.map((r) => (
            <li key={`${r.ProductId}-${r.VariantId ?? ''}`}>
              <Link to={`/catalogue/products/${r.ProductId}`}>
                {r.Name}
                {r.VariantLabel && ` (${r.VariantLabel})`}
              </Link>
              <span className={r.Stock === 0 ? styles.out : styles.low}>
                {r.Stock === 0 ? 'Sold out' : `${r.Stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Orders and money at a glance: today, this week, what waits, what runs out. */
export default function DashboardPage() {
  const query = useDashboardQuery(undefined, { pollingInterval: 60_000 });
  return (
    <>
      <PageHeader title="Dashboard" sub="India time; test orders left out" />
      <QueryState query={query}>
        {(d) => (
          <div className={styles.page}>
            <div className={styles.periods}>
              <PeriodCard title="Today" p={d.Today} link={ordersLink({ from: d.Today.From })} />
              <PeriodCard title="This week" p={d.Week} link={ordersLink({ from: d.Week.From })} />
            </div>
            <section className={blocks.card} aria-label="Last 14 days">
              <h2 className={styles.h2}>Last 14 days</h2>
              <OrdersChart days={d.Daily} />
            </section>
            <div className={styles.periods}>
              <Waiting d={d} />
              <LowStock d={d} />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
