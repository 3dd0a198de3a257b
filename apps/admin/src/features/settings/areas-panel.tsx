import { useState } from 'react';
import type { DeliveryAreaList } from '@kirana/shared';
import { errorMessage, fieldErrors } from '../../app/api';
import { Badge, blocks, DataTable, EmptyState, QueryState, type Column } from '../../components';
import { settingsApi } from './api';
import styles from './settings.module.css';

type Area = DeliveryAreaList['Areas'][number];

const columns: Column<Area>[] = [
  { key: 'prefix', header: 'Pincode or prefix', render: (a) => <strong>{a.Prefix}</strong> },
  { key: 'place', header: 'Place', render: (a) => a.Place ?? '—' },
  { key: 'days', header: 'Days', align: 'end', render: (a) => a.Days },
  {
    key: 'cutoff',
    header: 'Cut-off',
    render: (a) => (a.CutoffHour === null ? 'None' : `${a.CutoffHour}:00`),
  },
  {
    key: 'active',
    header: 'Delivers',
    render: (a) => (
      <Badge tone={a.IsActive ? 'good' : 'bad'}>{a.IsActive ? 'Yes' : 'Stopped'}</Badge>
    ),
  },
];

const SAMPLE = 'pincode_prefix,days,cutoff_hour,active\n560,1,18,true\n5600,2,,false';

/** Where the store delivers, replaced from a CSV all at once (nothing changes if a line is wrong). */
export function AreasPanel() {
  const query = settingsApi.useDeliveryAreasQuery();
  const [upload, uploading] = settingsApi.useUploadAreasCsvMutation();
  const [fileName, setFileName] = useState<string>();
  const lineErrors = Object.entries(fieldErrors(uploading.error));

  const toCsv = (areas: Area[]) =>
    [
      'pincode_prefix,days,cutoff_hour,active,place',
      ...areas.map((a) =>
        [
          a.Prefix,
          a.Days,
          a.CutoffHour ?? '',
          a.IsActive,
          a.Place ? `"${a.Place.replace(/"/g, '""')}"` : '',
        ].join(','),
      ),
    ].join('\n');

  return (
    <div className={styles.panel}>
      <section className={blocks.card} aria-label="Upload delivery areas">
        <h2 className={styles.sectionTitle}>Replace from a CSV</h2>
        <p className={styles.note}>
          One area a line: a pincode or its first digits, the days after dispatch, the hour after
          which orders wait for the next day (empty for none) and true or false. A longer prefix
          wins, so a stopped <code>5600</code> stops deliveries inside a served <code>560</code>. An
          optional fifth column names the place. Every line is checked first: if any is wrong,
          nothing changes.
        </p>
        <pre className={styles.pre}>{SAMPLE}</pre>
        <div className={styles.buttons}>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file of delivery areas"
            disabled={uploading.isLoading}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setFileName(file.name);
              await upload(await file.text());
            }}
          />
          {query.data && query.data.Areas.length > 0 && (
            <a
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(query.data.Areas))}`}
              download="delivery-areas.csv"
            >
              Download the current areas
            </a>
          )}
        </div>
        {uploading.isLoading && <p role="status">Checking {fileName}…</p>}
        {uploading.isSuccess && (
          <p role="status" className={styles.saved}>
            {fileName}: {uploading.data.Count} areas saved. The storefront uses them now.
          </p>
        )}
        {uploading.isError && (
          <div role="alert">
            <p className={styles.error}>{errorMessage(uploading.error)}</p>
            {lineErrors.length > 0 && (
              <ul className={styles.lineErrors}>
                {lineErrors.map(([line, message]) => (
                  <li key={line}>
                    {line[0]!.toUpperCase() + line.slice(1)}: {message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
      <QueryState
        query={query}
        isEmpty={(d) => d.Areas.length === 0}
        empty={
          <EmptyState
            title="No delivery areas"
            text="Upload a CSV: until then no pincode is served."
          />
        }
      >
        {(d) => (
          <DataTable
            caption="Delivery areas"
            columns={columns}
            rows={d.Areas}
            rowKey={(a) => a.Prefix}
          />
        )}
      </QueryState>
    </div>
  );
}
