import { useMemo, useState } from 'react';
import type { GstDocSeries, GstReturnSummary, GstSectionTotals } from '@kirana/shared';
import {
  blocks,
  DataTable,
  DownloadButton,
  EmptyState,
  Field,
  inputClass,
  Money,
  PageHeader,
  QueryState,
  type Column,
} from '../../components';
import { appI18n, useT } from '../../lib/i18n';
import { gstFilePath, useGstReturnQuery } from './api';
import { lastMonth, monthChoices, quarterChoices, type PeriodChoice } from './periods';
import styles from './gst-returns.module.css';

const monthName = (year: number, month: number, style: 'long' | 'short') =>
  appI18n.date(new Date(Date.UTC(year, month - 1, 15)), {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

function Sections({ s }: { s: GstReturnSummary }) {
  const t = useT();
  const money = (key: keyof GstSectionTotals, header: string): Column<GstSectionTotals> => ({
    key,
    header,
    align: 'end',
    render: (r) => <Money paise={r[key] as number} />,
  });
  const columns: Column<GstSectionTotals>[] = [
    {
      key: 'section',
      header: t('gst-returns.col.section'),
      render: (r) => t('gst-returns.section', { section: r.Section }),
    },
    { key: 'rows', header: t('gst-returns.col.rows'), align: 'end', render: (r) => r.Rows },
    money('Taxable', t('gst-returns.col.taxable')),
    money('Igst', t('gst-returns.col.igst')),
    money('Cgst', t('gst-returns.col.cgst')),
    money('Sgst', t('gst-returns.col.sgst')),
    money('Cess', t('gst-returns.col.cess')),
  ];
  // a section with no rows is one short line, not a card (on a phone) or a row of ₹0.00
  const filled = s.Sections.filter((r) => r.Rows > 0);
  const empty = s.Sections.filter((r) => r.Rows === 0);
  return (
    <section className={blocks.card} aria-label={t('gst-returns.sections')}>
      <h2 className={styles.h2}>{t('gst-returns.sections')}</h2>
      {filled.length > 0 && (
        <DataTable
          caption={t('gst-returns.sections')}
          columns={columns}
          rows={filled}
          rowKey={(r) => r.Section}
        />
      )}
      {empty.length > 0 && (
        <ul className={styles.emptySections} aria-label={t('gst-returns.sections-empty')}>
          {empty.map((r) => (
            <li key={r.Section}>
              <span>{t('gst-returns.section', { section: r.Section })}</span>
              <span className={styles.muted}>{t('gst-returns.section-empty')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Docs({ s }: { s: GstReturnSummary }) {
  const t = useT();
  const columns: Column<GstDocSeries>[] = [
    {
      key: 'kind',
      header: t('gst-returns.col.document'),
      render: (r) => t('gst-returns.doc-kind', { kind: r.Kind }),
    },
    { key: 'from', header: t('gst-returns.col.from'), render: (r) => r.From },
    { key: 'to', header: t('gst-returns.col.to'), render: (r) => r.To },
    { key: 'total', header: t('gst-returns.col.total'), align: 'end', render: (r) => r.Total },
    {
      key: 'cancelled',
      header: t('gst-returns.col.cancelled'),
      align: 'end',
      render: (r) => r.Cancelled,
    },
  ];
  return (
    <section className={blocks.card} aria-label={t('gst-returns.docs')}>
      <h2 className={styles.h2}>{t('gst-returns.docs')}</h2>
      <DataTable
        caption={t('gst-returns.docs')}
        columns={columns}
        rows={s.Docs}
        rowKey={(r) => r.From}
      />
    </section>
  );
}

/** GST returns: a month's or quarter's GSTR-1 totals and its files (owner and manager). */
export default function GstReturnsPage() {
  const t = useT();
  const now = useMemo(() => new Date(), []);
  const [period, setPeriod] = useState(() => lastMonth(now));
  const query = useGstReturnQuery(period);
  const option = (c: PeriodChoice, quarter: boolean) => (
    <option key={c.value} value={c.value}>
      {quarter
        ? t('gst-returns.quarter', {
            first: monthName(c.year, c.n * 3 - 2, 'short'),
            last: monthName(c.year, c.n * 3, 'short'),
            year: c.year,
          })
        : t('gst-returns.month', { month: monthName(c.year, c.n, 'long') })}
    </option>
  );
  return (
    <div className={styles.page}>
      <PageHeader title={t('gst-returns.title')} sub={t('gst-returns.sub')} />
      <div className={`${blocks.card} ${styles.controls}`}>
        <Field label={t('gst-returns.period')}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
            >
              <optgroup label={t('gst-returns.months')}>
                {monthChoices(now).map((c) => option(c, false))}
              </optgroup>
              <optgroup label={t('gst-returns.quarters')}>
                {quarterChoices(now).map((c) => option(c, true))}
              </optgroup>
            </select>
          )}
        </Field>
        <div className={styles.actions}>
          <DownloadButton
            path={gstFilePath('gstr1.zip', period)}
            fallbackName="gstr1.zip"
            label={t('gst-returns.download-zip')}
          />
          <DownloadButton
            path={gstFilePath('gstr1.json', period)}
            fallbackName="gstr1.json"
            label={t('gst-returns.download-json')}
          />
          <DownloadButton
            path={gstFilePath('sales-register.csv', period)}
            fallbackName="sales-register.csv"
            label={t('gst-returns.download-register')}
          />
        </div>
      </div>
      <QueryState
        query={query}
        isEmpty={(s) => s.Invoices === 0 && s.CreditNotes === 0}
        empty={<EmptyState title={t('gst-returns.empty')} text={t('gst-returns.empty-text')} />}
      >
        {(s) => (
          <>
            <p className={styles.counts}>
              {t('gst-returns.counts', { invoices: s.Invoices, notes: s.CreditNotes })}
            </p>
            <Sections s={s} />
            <Docs s={s} />
          </>
        )}
      </QueryState>
    </div>
  );
}
