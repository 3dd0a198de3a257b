import { Link } from 'react-router';
import type { DashboardAnswer, DashboardPeriod } from '@kirana/shared';
import { blocks, Money, PageHeader, QueryState } from '../../components';
import { useT } from '../../lib/i18n';
import { useDashboardQuery } from './api';
import { OrdersChart } from './orders-chart';
import styles from './dashboard.module.css';

function PeriodCard({ title, p, link }: { title: string; p: DashboardPeriod; link: string }) {
  const t = useT();
  return (
    <section className={`${blocks.card} ${styles.period}`} aria-label={title}>
      <h2>{title}</h2>
      <p className={styles.big}>
        <Money paise={p.Revenue} />
      </p>
      <p>
        <Link to={link}>{t('dashboard.orders', { count: p.Orders })}</Link>
      </p>
      <dl className={styles.split}>
        <dt>{t('dashboard.paid')}</dt>
        <dd>
          <Money paise={p.Paid} />
        </dd>
        <dt>{t('dashboard.cod-collected')}</dt>
        <dd>
          <Money paise={p.CodCollected} />
        </dd>
        <dt>{t('dashboard.cod-due')}</dt>
        <dd>
          <Money paise={p.CodDue} />
        </dd>
        {p.Refunded > 0 && (
          <>
            <dt>{t('dashboard.refunded')}</dt>
            <dd>
              <Money paise={-p.Refunded} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

const ordersLink = (q: Record<string, string>) =>
  `/orders?${new URLSearchParams({ test: 'no', ...q }).toString()}`;

function Waiting({ d }: { d: DashboardAnswer }) {
  const t = useT();
  return (
    <section className={blocks.card} aria-label={t('dashboard.waiting')}>
      <h2 className={styles.h2}>{t('dashboard.waiting')}</h2>
      <ul className={styles.waiting}>
        {d.Waiting.map((w) => (
          <li key={w.Status}>
            <Link to={ordersLink({ status: w.Status })}>
              <span className={styles.count}>{w.Count}</span>
              {t('dashboard.status', { status: w.Status })}
            </Link>
          </li>
        ))}
        <li>
          <Link to={ordersLink({ status: 'delivered', payment: 'cod', cod: 'due' })}>
            <span className={styles.count}>{d.CodToCollect.Orders}</span>
            <span>
              {t('dashboard.cod-to-collect')} <Money paise={d.CodToCollect.Amount} />
            </span>
          </Link>
        </li>
        <li>
          <Link to="/returns?status=requested">
            <span className={styles.count}>{d.ReturnsWaiting}</span>
            {t('dashboard.returns-waiting')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

function LowStock({ d }: { d: DashboardAnswer }) {
  const t = useT();
  return (
    <section className={blocks.card} aria-label={t('dashboard.low-stock')}>
      <h2 className={styles.h2}>
        {t('dashboard.low-stock-title', {
          total: d.LowStockTotal,
          threshold: d.LowStockThreshold,
        })}
      </h2>
      {d.LowStock.length === 0 ? (
        <p className={styles.muted}>
          {t('dashboard.all-stocked', { threshold: d.LowStockThreshold })}
        </p>
      ) : (
        <ul className={styles.stock}>
          {d.LowStock.map((r) => (
            <li key={`${r.ProductId}-${r.VariantId ?? ''}`}>
              <Link to={`/catalogue/products/${r.ProductId}`}>
                {r.Name}
                {r.VariantLabel && ` (${r.VariantLabel})`}
              </Link>
              <span className={r.Stock === 0 ? styles.out : styles.low}>
                {r.Stock === 0 ? t('dashboard.sold-out') : t('dashboard.left', { count: r.Stock })}
                {/* a product's own level, where it is not the store's */}
                {r.Level !== d.LowStockThreshold &&
                  ` · ${t('dashboard.own-level', { level: r.Level })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* the card lists the first rows; the catalogue's low-stock filter lists them all */}
      {d.LowStockTotal > d.LowStock.length && (
        <p className={styles.seeAll}>
          <Link to="/catalogue?lowStock=true">
            {t('dashboard.low-stock-all', { total: d.LowStockTotal })}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Orders and money at a glance: today, this week, what waits, what runs out. */
export default function DashboardPage() {
  const t = useT();
  const query = useDashboardQuery(undefined, { pollingInterval: 60_000 });
  return (
    <>
      <PageHeader title={t('dashboard.title')} sub={t('dashboard.sub')} />
      <QueryState query={query}>
        {(d) => (
          <div className={styles.page}>
            <div className={styles.periods}>
              <PeriodCard
                title={t('dashboard.today')}
                p={d.Today}
                link={ordersLink({ from: d.Today.From })}
              />
              <PeriodCard
                title={t('dashboard.week')}
                p={d.Week}
                link={ordersLink({ from: d.Week.From })}
              />
            </div>
            <section className={blocks.card} aria-label={t('dashboard.last-14')}>
              <h2 className={styles.h2}>{t('dashboard.last-14')}</h2>
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
