import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import styles from './data-table.module.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * The table's name: a caption read to screen readers, or the id of the heading the page shows
 * above it (`labelledBy`), so the name is not read twice.
 */
type TableName = { caption: string; labelledBy?: never } | { caption?: never; labelledBy: string };

type DataTableProps<T> = TableName & {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** With a selection, each row gets a checkbox (bulk actions). */
  selection?: { selected: Set<string | number>; onChange: (next: Set<string | number>) => void };
  /** A class for the table: a list may lay its rows out its own way on a phone (cells carry data-col). */
  className?: string;
};

/**
 * A table on a laptop; on a phone each row becomes a card whose cells are labelled by their
 * column (the header row is hidden there, the labels come from data-label).
 */
export function DataTable<T>({
  caption,
  labelledBy,
  columns,
  rows,
  rowKey,
  selection,
  className,
}: DataTableProps<T>) {
  const t = useT();
  const keys = rows.map(rowKey);
  const allSelected = selection && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const toggle = (k: string | number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(k)) next.delete(k);
    else next.add(k);
    selection.onChange(next);
  };
  return (
    <div className={styles.wrap}>
      <table
        className={className ? `${styles.table} ${className}` : styles.table}
        aria-labelledby={labelledBy}
      >
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {selection && (
              <th scope="col" className={styles.check}>
                <label className={styles.hit}>
                  <input
                    type="checkbox"
                    aria-label={t('components.select-all')}
                    checked={!!allSelected}
                    onChange={() => selection.onChange(allSelected ? new Set() : new Set(keys))}
                  />
                </label>
              </th>
            )}
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.align === 'end' ? styles.end : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={keys[i]}>
              {selection && (
                <td className={styles.check}>
                  <label className={styles.hit}>
                    <input
                      type="checkbox"
                      aria-label={t('components.select-row', { key: keys[i] })}
                      checked={selection.selected.has(keys[i]!)}
                      onChange={() => toggle(keys[i]!)}
                    />
                  </label>
                </td>
              )}
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.header}
                  data-col={c.key}
                  className={c.align === 'end' ? styles.end : undefined}
                >
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
