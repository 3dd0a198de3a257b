import type { DashboardDay } from '@kirana/shared';
import { formatPaise } from '../../components';
import styles from './dashboard.module.css';

const W = 560;
const H = 160;
const PAD = { top: 12, bottom: 24, side: 4 };

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00+05:30`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });

/**
 * Revenue per day as bars with the order count above each: a plain SVG that scales to its box.
 * A table of the same figures is there for screen readers.
 */
export function OrdersChart({ days }: { days: DashboardDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.Revenue));
  const slot = (W - PAD.side * 2) / Math.max(1, days.length);
  const bar = slot * 0.64;
  const plot = H - PAD.top - PAD.bottom;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title">
        <title id="chart-title">Orders and revenue, last {days.length} days</title>
        <line x1={0} x2={W} y1={H - PAD.bottom} y2={H - PAD.bottom} className={styles.axis} />
        {days.map((d, i) => {
          const h = Math.round((d.Revenue / max) * plot);
          const x = PAD.side + i * slot + (slot - bar) / 2;
          const y = H - PAD.bottom - h;
          return (
            <g key={d.Day}>
              <rect
                x={x}
                y={y}
                width={bar}
                height={Math.max(h, d.Orders ? 2 : 0)}
                className={styles.bar}
              >
                <title>{`${dayLabel(d.Day)}: ${d.Orders} orders, ${formatPaise(d.Revenue)}`}</title>
              </rect>
              {d.Orders > 0 && (
                <text x={x + bar / 2} y={Math.max(y - 3, 10)} className={styles.count}>
                  {d.Orders}
                </text>
              )}
              {(days.length - 1 - i) % 2 === 0 && (
                <text x={x + bar / 2} y={H - 6} className={styles.day}>
                  {dayLabel(d.Day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>
        Revenue per day (bars) and orders (numbers), India time
      </figcaption>
      <table className="visually-hidden">
        <caption>Orders and revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.Day}>
              <td>{dayLabel(d.Day)}</td>
              <td>{d.Orders}</td>
              <td>{formatPaise(d.Revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
