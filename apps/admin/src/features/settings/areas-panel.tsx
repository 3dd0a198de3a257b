import { useState } from 'react';
import type { DeliveryAreaList } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { errorMessage, fieldErrors } from '../../app/api';
import {
  Badge,
  blocks,
  Button,
  DataTable,
  EmptyState,
  FilePicker,
  QueryState,
  type Column,
} from '../../components';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import { AreaDialog } from './area-dialog';
import { AreasPreview } from './areas-preview';
import styles from './settings.module.css';

type Area = DeliveryAreaList['Areas'][number];

const columnsOf = (t: Translate, edit: (a: Area) => void): Column<Area>[] => [
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
  {
    key: 'edit',
    header: t('settings.area.actions'),
    align: 'end',
    render: (a) => (
      <Button variant="link" onClick={() => edit(a)}>
        {t('settings.area.edit', { prefix: a.Prefix })}
      </Button>
    ),
  },
];

const SAMPLE = 'pincode_prefix,days,cutoff_hour,active\n560,1,18,true\n5600,2,,false';

/**
 * Where the store delivers: a CSV is checked and previewed (added, changed, removed), applied
 * only when confirmed, and the last upload can be undone; one area is added or edited on screen.
 */
export function AreasPanel() {
  const t = useT();
  const query = settingsApi.useDeliveryAreasQuery();
  const undoState = settingsApi.useAreasUndoQuery();
  const [preview, previewing] = settingsApi.usePreviewAreasCsvMutation();
  const [upload, uploading] = settingsApi.useUploadAreasCsvMutation();
  const [undo, undoing] = settingsApi.useUndoAreasMutation();
  const [fileName, setFileName] = useState<string>();
  const [csv, setCsv] = useState<string>();
  const [editing, setEditing] = useState<Area | null | undefined>(undefined);
  const failed = previewing.error ?? uploading.error;
  const lineErrors = Object.entries(fieldErrors(failed));
  const busy = previewing.isLoading || uploading.isLoading;

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
          <FilePicker
            accept=".csv,text/csv"
            aria-label={t('settings.areas.file')}
            disabled={busy}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const text = await file.text();
              setFileName(file.name);
              uploading.reset();
              const res = await preview(text);
              setCsv('error' in res ? undefined : text);
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
        {busy && <p role="status">{t('settings.areas.checking', { file: fileName })}</p>}
        {csv && previewing.data && (
          <AreasPreview
            preview={previewing.data}
            file={fileName ?? ''}
            busy={uploading.isLoading}
            onConfirm={async () => {
              const res = await upload(csv);
              if (!('error' in res)) setCsv(undefined);
            }}
            onCancel={() => {
              setCsv(undefined);
              previewing.reset();
            }}
          />
        )}
        {uploading.isSuccess && (
          <p role="status" className={styles.saved}>
            {t('settings.areas.saved', { file: fileName, count: uploading.data.Count })}
          </p>
        )}
        {undoState.data?.CanUndo && (
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              busy={undoing.isLoading}
              onClick={async () => {
                const res = await undo();
                if (!('error' in res)) uploading.reset();
              }}
            >
              {t('settings.areas.undo')}
            </Button>
            <span className={styles.note}>{t('settings.areas.undo-note')}</span>
          </div>
        )}
        {undoing.isSuccess && (
          <p role="status" className={styles.saved}>
            {t('settings.areas.undone', { count: undoing.data.Count })}
          </p>
        )}
        {failed && (
          <div role="alert">
            <p className={styles.error}>{errorMessage(failed)}</p>
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
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => setEditing(null)}>
          {t('settings.area.add')}
        </Button>
      </div>
      {editing !== undefined && (
        <AreaDialog
          key={editing?.Prefix ?? 'new'}
          area={editing}
          open
          onClose={() => setEditing(undefined)}
        />
      )}
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
            columns={columnsOf(t, setEditing)}
            className={styles.areaRows}
            rows={d.Areas}
            rowKey={(a) => a.Prefix}
          />
        )}
      </QueryState>
    </div>
  );
}
