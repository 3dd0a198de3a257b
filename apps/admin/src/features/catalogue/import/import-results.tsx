import type {
  CatalogueCsvImportSummary,
  CatalogueCsvLineError,
  CatalogueCsvRowChange,
  CatalogueCsvRowFigures,
} from '@kirana/shared/catalogue/csv';
import { Badge, DataTable, formatInr, type Column } from '../../../components';
import styles from './import-page.module.css';

/** A figure as it was and as it becomes; only the figure when it does not change. */
function BeforeAfter({ before, after }: { before: string; after: string }) {
  if (before === after) return <span className={styles.same}>{after}</span>;
  return (
    <span className={styles.change}>
      <del>{before}</del> <span aria-hidden="true">→</span>
      <span className="visually-hidden">becomes</span> <ins>{after}</ins>
    </span>
  );
}

const shown = (row: CatalogueCsvRowChange, figure: (f: CatalogueCsvRowFigures) => string) => (
  <BeforeAfter before={figure(row.Before)} after={figure(row.After)} />
);

const yesNo = (b: boolean) => (b ? 'Shown' : 'Hidden');

const changeColumns: Column<CatalogueCsvRowChange>[] = [
  { key: 'line', header: 'Line', render: (r) => r.Line, align: 'end' },
  {
    key: 'product',
    header: 'Product',
    render: (r) => (
      <span>
        <strong>{r.Name}</strong>
        {r.Option && <span className={styles.muted}> · {r.Option}</span>}
      </span>
    ),
  },
  { key: 'price', header: 'Price', render: (r) => shown(r, (f) => formatInr(f.Price)) },
  { key: 'mrp', header: 'MRP', render: (r) => shown(r, (f) => formatInr(f.Mrp)) },
  { key: 'stock', header: 'Stock', render: (r) => shown(r, (f) => String(f.Stock)) },
  { key: 'active', header: 'Shown', render: (r) => shown(r, (f) => yesNo(f.IsActive)) },
  {
    key: 'tax',
    header: 'GST · HSN',
    render: (r) => shown(r, (f) => `${f.GstRate}% · ${f.Hsn}`),
  },
];

/** The rows the import changes (or would change), each figure as it was and as it becomes. */
export function ChangesTable({ summary }: { summary: CatalogueCsvImportSummary }) {
  const more = summary.RowsChanged - summary.Changes.length;
  return (
    <>
      <DataTable
        caption="Rows that change"
        columns={changeColumns}
        rows={summary.Changes}
        rowKey={(r) => `${r.ProductId}:${r.VariantId ?? ''}`}
      />
      {more > 0 && <p className={styles.muted}>…and {more} more rows.</p>}
    </>
  );
}

const errorColumns: Column<CatalogueCsvLineError>[] = [
  { key: 'line', header: 'Line', render: (e) => e.Line || '—', align: 'end' },
  { key: 'field', header: 'Column', render: (e) => e.Field || '—' },
  { key: 'message', header: 'Problem', render: (e) => e.Message },
];

/** What is wrong with the file, line by line (line 1 is the header). */
export function LineErrorsTable({
  errors,
  total,
}: {
  errors: CatalogueCsvLineError[];
  total: number;
}) {
  return (
    <>
      <DataTable
        caption="Problems in the file"
        columns={errorColumns}
        rows={errors}
        rowKey={(e) => `${e.Line}:${e.Field}:${e.Message}`}
      />
      {total > errors.length && (
        <p className={styles.muted}>…and {total - errors.length} more problems.</p>
      )}
    </>
  );
}

/** "1 row", "3 rows". */
export const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The counts of what changes, as badges. */
export function SummaryCounts({ summary }: { summary: CatalogueCsvImportSummary }) {
  const counts: [string, number][] = [
    ['price', summary.PriceChanges],
    ['stock', summary.StockChanges],
    ['shown/hidden', summary.ActiveChanges],
    ['GST/HSN', summary.TaxChanges],
    ['Hindi text', summary.HindiChanges],
    ['back in stock', summary.Restocked],
  ];
  return (
    <p className={styles.counts}>
      <span>
        {counted(summary.RowsRead, 'line')} read,{' '}
        <strong>
          {counted(summary.RowsChanged, 'row')} {summary.RowsChanged === 1 ? 'changes' : 'change'}
        </strong>
      </span>
      {counts
        .filter(([, n]) => n > 0)
        .map(([what, n]) => (
          <Badge key={what} tone="info">{`${n} ${what}`}</Badge>
        ))}
    </p>
  );
}
