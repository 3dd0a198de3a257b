import { useState } from 'react';
import type { DailyClose } from '@kirana/shared';
import { isoIndiaDay } from '@kirana/shared/common/india-dates';
import { downloadFile } from '../../components';
import { useAppSelector } from '../../app/store';
import { Button, Field, inputClass, Money, PageHeader, QueryState } from '../../components';
import { useT } from '../../lib/i18n';
import { booksApi, dailyClosePath } from './api';
import styles from './books.module.css';

/** A day's close (India day): printable, and as CSV for the accountant. */
export default function DailyClosePage() {
  const t = useT();
  const [day, setDay] = useState(() => isoIndiaDay(new Date()));
  const query = booksApi.useDailyCloseQuery(day);
  const token = useAppSelector((s) => s.session.token);
  const [csvFailed, setCsvFailed] = useState(false);
  const csv = () => {
    setCsvFailed(false);
    downloadFile(dailyClosePath(day), token, `daily-close-${day}.csv`).catch(() =>
      setCsvFailed(true),
    );
  };
  return (
    <>
      <PageHeader
        title={t('books.close.title')}
        sub={t('books.close.sub')}
        actions={
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('books.close.print')}
            </Button>
            <Button variant="secondary" onClick={csv}>
              {t('books.close.csv')}
            </Button>
          </>
        }
      />
      {csvFailed && (
        <p role="alert" className={styles.error}>
          {t('books.close.csv-failed')}
        </p>
      )}
      <div className={`${styles.toolbar} no-print`}>
        <Field label={t('books.close.day')}>
          {(p) => (
            <input
              {...p}
              type="date"
              className={inputClass}
              value={day}
              max={isoIndiaDay(new Date())}
              onChange={(e) => e.target.value && setDay(e.target.value)}
            />
          )}
        </Field>
      </div>
      <p className={styles.printOnly}>{t('books.close.print-title', { day })}</p>
      <QueryState query={query}>{(c) => <Close c={c} />}</QueryState>
    </>
  );
}

function Figure({ label, paise, count }: { label: string; paise: number; count?: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={styles.count}>{count ?? ''}</td>
      <td className={styles.amount}>
        <Money paise={paise} />
      </td>
    </tr>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <section className={styles.block} aria-label={title}>
      <h2>{title}</h2>
      <table className={styles.figures}>
        <thead>
          <tr>
            <th scope="col">{t('books.col.item')}</th>
            <th scope="col" className={styles.count}>
              {t('books.col.count')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('books.col.amount')}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

function Close({ c }: { c: DailyClose }) {
  const t = useT();
  const none = (n: number) => n === 0 && <Empty />;
  return (
    <div className={styles.grid}>
      <Block title={t('books.close.orders')}>
        {c.Orders.map((o) => (
          <Figure
            key={o.Method}
            label={t(`books.pay.${o.Method}`)}
            count={o.Orders}
            paise={o.Value}
          />
        ))}
        {none(c.Orders.length)}
        <Figure
          label={t('books.close.total')}
          count={c.Orders.reduce((n, o) => n + o.Orders, 0)}
          paise={c.Orders.reduce((n, o) => n + o.Value, 0)}
        />
        <Figure
          label={t('books.close.wallet-part')}
          paise={c.Orders.reduce((n, o) => n + o.WalletPart, 0)}
        />
      </Block>
      <Block title={t('books.close.cod')}>
        <Figure
          label={t('books.close.to-collect')}
          count={c.Cod.ToCollect.Orders}
          paise={c.Cod.ToCollect.Amount}
        />
        {c.Cod.Collected.map((p) => (
          <Figure
            key={p.Collector}
            label={t('books.close.collected-by', {
              who: p.Collector,
              upi: p.Upi,
              short: p.Short,
            })}
            count={p.Orders}
            paise={p.Cash + p.Upi}
          />
        ))}
        {c.Cod.Collected.map(
          (p) =>
            p.Short > 0 && (
              <Figure
                key={`${p.Collector}-short`}
                label={t('books.close.short-by', { who: p.Collector })}
                paise={p.Short}
              />
            ),
        )}
        <Figure label={t('books.close.handed-in')} paise={c.Cod.HandedIn} />
      </Block>
      <Block title={t('books.close.refunds')}>
        <Figure label={t('books.dest.wallet')} count={c.Refunds.Count} paise={c.Refunds.Wallet} />
        <Figure label={t('books.dest.source')} paise={c.Refunds.Source} />
        <Figure label={t('books.dest.upi')} paise={c.Refunds.Upi} />
      </Block>
      <Block title={t('books.close.wallet')}>
        {c.Wallet.map((w) => (
          <Figure
            key={`${w.Reason}-in`}
            label={t('books.close.credits', { reason: w.Reason })}
            paise={w.Credits}
          />
        ))}
        {c.Wallet.map((w) => (
          <Figure
            key={`${w.Reason}-out`}
            label={t('books.close.debits', { reason: w.Reason })}
            paise={-w.Debits}
          />
        ))}
        {none(c.Wallet.length)}
      </Block>
      <Block title={t('books.close.fees')}>
        <Figure label={t('books.close.fee')} count={c.Fees.Reported} paise={c.Fees.Fee} />
        <Figure label={t('books.close.fee-tax')} paise={c.Fees.Tax} />
        {c.Fees.Payments > c.Fees.Reported && (
          <tr>
            <th scope="row">{t('books.close.not-reported')}</th>
            <td className={styles.count}>{c.Fees.Payments - c.Fees.Reported}</td>
            <td className={styles.amount}>—</td>
          </tr>
        )}
      </Block>
    </div>
  );
}

function Empty() {
  const t = useT();
  return (
    <tr>
      <td colSpan={3} className={styles.muted}>
        {t('books.close.none')}
      </td>
    </tr>
  );
}
