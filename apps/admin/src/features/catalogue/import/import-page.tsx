import { useState, type ChangeEvent } from 'react';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_EDITABLE_COLUMNS,
  CATALOGUE_CSV_IMPORT_MAX_BYTES,
  type CatalogueCsvImportAnswer,
  type CatalogueCsvImportRefusal,
} from '@kirana/shared/catalogue/csv';
import { useAppSelector } from '../../../app/store';
import {
  blocks,
  Button,
  EmptyState,
  ErrorState,
  Field,
  FilePicker,
  PageHeader,
  PageSkeleton,
} from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueCsvApi, downloadCatalogueCsv } from './api';
import {
  ChangesTable,
  CreatedTable,
  LineErrorsTable,
  newRowsOf,
  SummaryCounts,
  workOf,
} from './import-results';
import styles from './import-page.module.css';

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The refusal of an import whose lines are wrong (400 CSV_INVALID), if that is the error. */
const refusalOf = (error: unknown) => {
  const data = (error as { data?: Partial<CatalogueCsvImportRefusal> } | undefined)?.data;
  return data?.Errors ? (data as CatalogueCsvImportRefusal) : null;
};

/** The Download CSV button, with its own working and failed states. */
function DownloadButton() {
  const t = useT();
  const token = useAppSelector((s) => s.session.token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCatalogueCsv(token);
    } catch (e) {
      // the server's own words when it gave any (in the console's language), else ours
      setError((e instanceof Error && e.message) || t('catalogue.import.export-failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.download}>
      <Button onClick={() => void download()} busy={busy}>
        {t('catalogue.import.download')}
      </Button>
      {error && (
        <span role="alert" className={styles.fail}>
          {error}
        </span>
      )}
    </div>
  );
}

/** What a checked file would do: its problems, or its changes and the Apply button. */
function CheckResult({
  answer,
  applying,
  onApply,
  onCancel,
}: {
  answer: CatalogueCsvImportAnswer;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const hasErrors = answer.ErrorCount > 0;
  if (!hasErrors && workOf(answer.Summary) === 0) {
    return (
      <EmptyState
        title={t('catalogue.import.nothing-to-change')}
        text={t('catalogue.import.lines-match', { count: answer.Summary.RowsRead })}
      />
    );
  }
  return (
    <section className={blocks.card} aria-labelledby="check-title">
      <h2 id="check-title" className={styles.title}>
        {hasErrors
          ? t('catalogue.import.problems', { count: answer.ErrorCount })
          : t('catalogue.import.ready')}
      </h2>
      {hasErrors && (
        <>
          <p className={styles.fail}>{t('catalogue.import.fix-lines')}</p>
          <LineErrorsTable errors={answer.Errors} total={answer.ErrorCount} />
          <h3 className={styles.subtitle}>{t('catalogue.import.other-lines')}</h3>
        </>
      )}
      <SummaryCounts summary={answer.Summary} />
      {answer.Summary.Created.length > 0 && <CreatedTable summary={answer.Summary} />}
      {answer.Summary.Changes.length > 0 && <ChangesTable summary={answer.Summary} />}
      <div className={styles.actions}>
        <Button onClick={onApply} disabled={hasErrors} busy={applying}>
          {t('catalogue.import.apply', { count: workOf(answer.Summary) })}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={applying}>
          {t('catalogue.cancel')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Prices and stock from a spreadsheet: download the catalogue as CSV, choose the edited file,
 * see its problems or its changes (a dry run), then apply them all at once.
 */
export default function ImportPage() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const [check, checked] = catalogueCsvApi.useImportCatalogueCsvMutation();
  const [apply, applied] = catalogueCsvApi.useImportCatalogueCsvMutation();

  const runCheck = (f: File) => void check({ file: f, dryRun: true });
  const reset = () => {
    setFile(null);
    setTooBig(false);
    checked.reset();
    applied.reset();
  };
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = ''; // the same file chosen again (after fixing it) is read again
    reset();
    if (!chosen) return;
    setFile(chosen);
    if (chosen.size > CATALOGUE_CSV_IMPORT_MAX_BYTES) setTooBig(true);
    else runCheck(chosen);
  };

  const refusal = refusalOf(applied.error);
  let result;
  if (!file) {
    result = (
      <EmptyState title={t('catalogue.import.no-file')} text={t('catalogue.import.no-file-text')} />
    );
  } else if (tooBig) {
    result = (
      <ErrorState
        error={{
          data: {
            Message: t('catalogue.import.too-big', {
              size: sizeText(file.size),
              max: sizeText(CATALOGUE_CSV_IMPORT_MAX_BYTES),
            }),
          },
        }}
      />
    );
  } else if (applied.isSuccess) {
    result = (
      <section className={blocks.card} aria-labelledby="done-title">
        <h2 id="done-title" className={styles.title}>
          {newRowsOf(applied.data.Summary) > 0
            ? t('catalogue.import.applied-all', {
                products: applied.data.Summary.NewProducts,
                sizes: applied.data.Summary.NewSizes,
                changed: applied.data.Summary.RowsChanged,
              })
            : t('catalogue.import.applied', { count: applied.data.Summary.RowsChanged })}
        </h2>
        <p className={styles.muted}>{t('catalogue.import.applied-text')}</p>
        <SummaryCounts summary={applied.data.Summary} />
        {applied.data.Summary.Created.length > 0 && <CreatedTable summary={applied.data.Summary} />}
        {applied.data.Summary.Changes.length > 0 && <ChangesTable summary={applied.data.Summary} />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={reset}>
            {t('catalogue.import.another')}
          </Button>
        </div>
      </section>
    );
  } else if (refusal) {
    result = (
      <section className={blocks.card} aria-labelledby="refused-title">
        <h2 id="refused-title" className={styles.title}>
          {t('catalogue.import.nothing-changed')}
        </h2>
        <p className={styles.fail}>{refusal.Message}</p>
        <LineErrorsTable errors={refusal.Errors} total={refusal.ErrorCount} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => runCheck(file)}>
            {t('catalogue.import.check-again')}
          </Button>
        </div>
      </section>
    );
  } else if (applied.isError) {
    result = (
      <ErrorState error={applied.error} onRetry={() => void apply({ file, dryRun: false })} />
    );
  } else if (checked.isLoading) {
    result = <PageSkeleton rows={4} />;
  } else if (checked.isError) {
    result = <ErrorState error={checked.error} onRetry={() => runCheck(file)} />;
  } else if (checked.data) {
    result = (
      <CheckResult
        answer={checked.data}
        applying={applied.isLoading}
        onApply={() => void apply({ file, dryRun: false })}
        onCancel={reset}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('catalogue.import.title')}
        sub={t('catalogue.import.sub')}
        actions={<DownloadButton />}
      />
      <section
        className={`${blocks.card} ${styles.intro}`}
        aria-label={t('catalogue.import.choose')}
      >
        <Field
          label={t('catalogue.import.file')}
          hint={t('catalogue.import.file-hint', {
            columns: CATALOGUE_CSV_COLUMNS.join(', '),
            editable: CATALOGUE_CSV_EDITABLE_COLUMNS.join(', '),
          })}
        >
          {(props) => <FilePicker {...props} accept=".csv,text/csv" onChange={choose} />}
        </Field>
        <p className={styles.chosen}>{t('catalogue.import.keys-hint')}</p>
        <p className={styles.chosen}>{t('catalogue.import.level-hint')}</p>
        <p className={styles.chosen}>{t('catalogue.import.new-hint')}</p>
        {file && (
          <p className={styles.chosen}>
            <strong>{file.name}</strong> · {sizeText(file.size)}
          </p>
        )}
      </section>
      <div aria-live="polite">{result}</div>
    </>
  );
}
