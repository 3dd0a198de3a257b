import { useState } from 'react';
import type { DeliveryAreaList } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { errorMessage, fieldErrors } from '../../app/api';
import { Badge, blocks, DataTable, EmptyState, QueryState, type Column } from '../../components';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import styles from './settings.module.css';

type Area = DeliveryAreaList['Areas'][number];

const columnsOf = (t: Translate): Column<Area>[] => [
  {
    key: 'prefix',
    header: t('settings.areas.prefix'),
    render: (a) => <strong>{a.Prefix}</strong>,
  },
  { key: 'place', header: t('settings.areas.place'), render: (a) => a.Place ?? '—' },
  { key: 'days', header: t('settings.areas.days'), align: 'end', render: (a) => a.Days },
  {
    key: 'cutoff',
    header: t('settings.areas.cutoff'),
    render: (a) => (a.CutoffHour === null ? t('settings.areas.none') : `${a.CutoffHour}:00`),
  },
  {
    key: 'active',
    header: t('settings.areas.delivers'),
    render: (a) => (
      <Badge tone={a.IsActive ? 'good' : 'bad'}>
        {a.IsActive ? t('settings.areas.yes') : t('settings.areas.stopped')}
      </Badge>
    ),
  },
];

const SAMPLE = 'pincode_prefix,days,cutoff_hour,active\n560,1,18,true\n5600,2,,false';

/** Where the store delivers, replaced from a CSV all at once (nothing changes if a line is wrong). */
export function AreasPanel() {
  const t = useT();
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
      <section className={blocks.card} aria-label={t('settings.areas.upload')}>
        <h2 className={styles.sectionTitle}>{t('settings.areas.replace')}</h2>
        <p className={styles.note}>{t('settings.areas.note')}</p>
        <pre className={styles.pre}>{SAMPLE}</pre>
        <div className={styles.buttons}>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label={t('settings.areas.file')}
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
              {t('settings.areas.download')}
            </a>
          )}
        </div>
        {uploading.isLoading && (
          <p role="status">{t('settings.areas.checking', { file: fileName })}</p>
        )}
        {uploading.isSuccess && (
          <p role="status" className={styles.saved}>
            {t('settings.areas.saved', { file: fileName, count: uploading.data.Count })}
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
          <EmptyState title={t('settings.areas.empty')} text={t('settings.areas.empty-text')} />
        }
      >
        {(d) => (
          <DataTable
            caption={t('settings.areas.caption')}
            columns={columnsOf(t)}
            rows={d.Areas}
            rowKey={(a) => a.Prefix}
          />
        )}
      </QueryState>
    </div>
  );
}
