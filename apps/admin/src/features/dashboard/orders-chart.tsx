import type { DashboardDay } from '@kirana/shared';
import { formatDayMonth, formatInr } from '../../components';
import { useT } from '../../lib/i18n';
import styles from './dashboard.module.css';

const W = 560;
const H = 120;
const PAD = { top: 8, bottom: 1, side: 4 };

/**
 * Revenue per day as bars, with each day's order count and every other date under them: a plain
 * SVG that stretches to its box.
 * A table of the same figures is there for screen readers.
 */
export function OrdersChart({ days }: { days: DashboardDay[] }) {
  const t = useT();
  const max = Math.max(1, ...days.map((d) => d.Revenue));
  const slot = (W - PAD.side * 2) / Math.max(1, days.length);
  const bar = slot * 0.64;
  const plot = H - PAD.top - PAD.bottom;
  const quiet = days.every((d) => d.Orders === 0);
  return (
    <figure className={styles.chart}>
      {/* bars stretch with the box; the words under them are HTML, so they keep their size */}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="chart-title"
      >
        <title id="chart-title">{t('dashboard.chart-title', { days: days.length })}</title>
        <line x1={0} x2={W} y1={H - PAD.bottom} y2={H - PAD.bottom} className={styles.axis} />
        {days.map((d, i) => {
          const h = Math.round((d.Revenue / max) * plot);
          const x = PAD.side + i * slot + (slot - bar) / 2;
          return (
            <rect
              key={d.Day}
              x={x}
              y={H - PAD.bottom - h}
              width={bar}
              height={Math.max(h, d.Orders ? 2 : 0)}
              className={styles.bar}
            >
              <title>
                {t('dashboard.bar-title', {
                  day: formatDayMonth(d.Day),
                  orders: d.Orders,
                  revenue: formatInr(d.Revenue),
                })}
              </title>
            </rect>
          );
        })}
      </svg>
      <ol
        className={styles.days}
        style={{ gridTemplateColumns: `repeat(${days.length}, 1fr)` }}
        aria-hidden="true"
      >
        {days.map((d, i) => (
          <li key={d.Day}>
            <span className={styles.count}>{d.Orders > 0 ? d.Orders : ''}</span>
            {(days.length - 1 - i) % 2 === 0 && (
              <span className={styles.day}>{formatDayMonth(d.Day)}</span>
            )}
          </li>
        ))}
      </ol>
      {quiet && <p className={styles.caption}>{t('dashboard.quiet', { days: days.length })}</p>}
      <figcaption className={styles.caption}>{t('dashboard.figcaption')}</figcaption>
      <table className="visually-hidden">
        <caption>{t('dashboard.table-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.day')}</th>
            <th scope="col">{t('dashboard.orders-col')}</th>
            <th scope="col">{t('dashboard.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.Day}>
              <td>{formatDayMonth(d.Day)}</td>
              <td>{d.Orders}</td>
              <td>{formatInr(d.Revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
