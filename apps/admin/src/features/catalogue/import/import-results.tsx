import type {
  CatalogueCsvImportSummary,
  CatalogueCsvLineError,
  CatalogueCsvRowChange,
  CatalogueCsvRowCreated,
  CatalogueCsvRowFigures,
} from '@kirana/shared/catalogue/csv';
import type { Translate } from '@kirana/ui/i18n';
import { Badge, DataTable, formatInr, type Column } from '../../../components';
import { useT } from '../../../lib/i18n';
import styles from './import-page.module.css';

/** A figure as it was and as it becomes; only the figure when it does not change. */
function BeforeAfter({ before, after }: { before: string; after: string }) {
  const t = useT();
  if (before === after) return <span className={styles.same}>{after}</span>;
  return (
    <span className={styles.change}>
      <del>{before}</del> <span aria-hidden="true">→</span>
      <span className="visually-hidden">{t('catalogue.import.becomes')}</span> <ins>{after}</ins>
    </span>
  );
}

const shown = (row: CatalogueCsvRowChange, figure: (f: CatalogueCsvRowFigures) => string) => (
  <BeforeAfter before={figure(row.Before)} after={figure(row.After)} />
);

const changeColumns = (t: Translate): Column<CatalogueCsvRowChange>[] => [
  { key: 'line', header: t('catalogue.import.col-line'), render: (r) => r.Line, align: 'end' },
  {
    key: 'product',
    header: t('catalogue.products.col-product'),
    render: (r) => (
      <span>
        <strong>{r.Name}</strong>
        {r.Option && <span className={styles.muted}> · {r.Option}</span>}
      </span>
    ),
  },
  {
    key: 'price',
    header: t('catalogue.products.col-price'),
    render: (r) => shown(r, (f) => formatInr(f.Price)),
  },
  {
    key: 'mrp',
    header: t('catalogue.products.col-mrp'),
    render: (r) => shown(r, (f) => formatInr(f.Mrp)),
  },
  {
    key: 'stock',
    header: t('catalogue.field.stock'),
    render: (r) => shown(r, (f) => String(f.Stock)),
  },
  {
    key: 'active',
    header: t('catalogue.import.col-shown'),
    render: (r) =>
      shown(r, (f) => (f.IsActive ? t('catalogue.import.col-shown') : t('catalogue.hidden'))),
  },
  {
    key: 'tax',
    header: t('catalogue.import.col-tax'),
    render: (r) => shown(r, (f) => `${f.GstRate}% · ${f.Hsn}`),
  },
];

/** The rows the import changes (or would change), each figure as it was and as it becomes. */
export function ChangesTable({ summary }: { summary: CatalogueCsvImportSummary }) {
  const t = useT();
  const more = summary.RowsChanged - summary.Changes.length;
  return (
    <>
      <DataTable
        caption={t('catalogue.import.rows-caption')}
        columns={changeColumns(t)}
        rows={summary.Changes}
        rowKey={(r) => `${r.ProductId}:${r.VariantId ?? ''}`}
      />
      {more > 0 && (
        <p className={styles.muted}>{t('catalogue.import.more-rows', { count: more })}</p>
      )}
    </>
  );
}

const createdColumns = (t: Translate): Column<CatalogueCsvRowCreated>[] => [
  { key: 'line', header: t('catalogue.import.col-line'), render: (r) => r.Line, align: 'end' },
  {
    key: 'product',
    header: t('catalogue.products.col-product'),
    render: (r) => (
      <span>
        <strong>{r.Name}</strong>
        {r.Option && <span className={styles.muted}> · {r.Option}</span>}{' '}
        <Badge tone="good">
          {r.Kind === 'product'
            ? t('catalogue.import.new-product')
            : t('catalogue.import.new-size')}
        </Badge>
      </span>
    ),
  },
  {
    key: 'price',
    header: t('catalogue.products.col-price'),
    render: (r) => formatInr(r.Price),
  },
  { key: 'mrp', header: t('catalogue.products.col-mrp'), render: (r) => formatInr(r.Mrp) },
  { key: 'stock', header: t('catalogue.field.stock'), render: (r) => String(r.Stock) },
  {
    key: 'active',
    header: t('catalogue.import.col-shown'),
    render: (r) => (r.IsActive ? t('catalogue.import.col-shown') : t('catalogue.hidden')),
  },
];

/** The products and sizes the import makes (or would make), each with its figures. */
export function CreatedTable({ summary }: { summary: CatalogueCsvImportSummary }) {
  const t = useT();
  const more = newRowsOf(summary) - summary.Created.length;
  return (
    <div className={styles.created}>
      <DataTable
        caption={t('catalogue.import.created-caption')}
        columns={createdColumns(t)}
        rows={summary.Created}
        rowKey={(r) => `${r.Line}:${r.Sku}`}
      />
      {more > 0 && (
        <p className={styles.muted}>{t('catalogue.import.more-created', { count: more })}</p>
      )}
    </div>
  );
}

const errorColumns = (t: Translate): Column<CatalogueCsvLineError>[] => [
  {
    key: 'line',
    header: t('catalogue.import.col-line'),
    render: (e) => e.Line || '—',
    align: 'end',
  },
  { key: 'field', header: t('catalogue.import.col-column'), render: (e) => e.Field || '—' },
  { key: 'message', header: t('catalogue.import.col-problem'), render: (e) => e.Message },
];

/** What is wrong with the file, line by line (line 1 is the header). */
export function LineErrorsTable({
  errors,
  total,
}: {
  errors: CatalogueCsvLineError[];
  total: number;
}) {
  const t = useT();
  return (
    <>
      <DataTable
        caption={t('catalogue.import.problems-caption')}
        columns={errorColumns(t)}
        rows={errors}
        rowKey={(e) => `${e.Line}:${e.Field}:${e.Message}`}
      />
      {total > errors.length && (
        <p className={styles.muted}>
          {t('catalogue.import.more-problems', { count: total - errors.length })}
        </p>
      )}
    </>
  );
}

/** The new products and sizes a file makes (a product's own sizes are among its sizes). */
export const newRowsOf = (s: CatalogueCsvImportSummary) => s.NewProducts + s.NewSizes;

/** What applying does: the rows changed and the products and sizes made. */
export const workOf = (s: CatalogueCsvImportSummary) => s.RowsChanged + newRowsOf(s);

/** The counts of what changes, as badges. */
export function SummaryCounts({ summary }: { summary: CatalogueCsvImportSummary }) {
  const t = useT();
  const counts: [string, number][] = [
    [t('catalogue.import.count-price', { count: summary.PriceChanges }), summary.PriceChanges],
    [t('catalogue.import.count-stock', { count: summary.StockChanges }), summary.StockChanges],
    [t('catalogue.import.count-shown', { count: summary.ActiveChanges }), summary.ActiveChanges],
    [t('catalogue.import.count-tax', { count: summary.TaxChanges }), summary.TaxChanges],
    [t('catalogue.import.count-hindi', { count: summary.HindiChanges }), summary.HindiChanges],
    [t('catalogue.import.count-level', { count: summary.LevelChanges }), summary.LevelChanges],
    [t('catalogue.import.count-restocked', { count: summary.Restocked }), summary.Restocked],
  ];
  return (
    <p className={styles.counts}>
      <span>
        {t('catalogue.import.lines-read', { count: summary.RowsRead })}{' '}
        <strong>
          {newRowsOf(summary) > 0
            ? t('catalogue.import.new-counts', {
                products: summary.NewProducts,
                sizes: summary.NewSizes,
                changed: summary.RowsChanged,
              })
            : t('catalogue.import.rows-change', { count: summary.RowsChanged })}
        </strong>
      </span>
      {counts
        .filter(([, n]) => n > 0)
        .map(([text]) => (
          <Badge key={text} tone="info">
            {text}
          </Badge>
        ))}
    </p>
  );
}
