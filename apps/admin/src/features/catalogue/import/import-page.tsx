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
  PageHeader,
  PageSkeleton,
} from '../../../components';
import { catalogueCsvApi, downloadCatalogueCsv } from './api';
import { ChangesTable, counted, LineErrorsTable, SummaryCounts } from './import-results';
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
  const token = useAppSelector((s) => s.session.token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCatalogueCsv(token);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The export failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.download}>
      <Button onClick={() => void download()} busy={busy}>
        Download CSV
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
  const hasErrors = answer.ErrorCount > 0;
  if (!hasErrors && answer.Summary.RowsChanged === 0) {
    return (
      <EmptyState
        title="Nothing to change"
        text={`The ${answer.Summary.RowsRead} lines of this file match the catalogue as it is.`}
      />
    );
  }
  return (
    <section className={blocks.card} aria-labelledby="check-title">
      <h2 id="check-title" className={styles.title}>
        {hasErrors
          ? `${answer.ErrorCount} problem${answer.ErrorCount === 1 ? '' : 's'} in the file`
          : 'Ready to apply'}
      </h2>
      {hasErrors && (
        <>
          <p className={styles.fail}>
            Fix these lines in the spreadsheet, save it as CSV and choose it again. Nothing is
            changed while any line is wrong.
          </p>
          <LineErrorsTable errors={answer.Errors} total={answer.ErrorCount} />
          <h3 className={styles.subtitle}>What the other lines would change</h3>
        </>
      )}
      <SummaryCounts summary={answer.Summary} />
      {answer.Summary.Changes.length > 0 && <ChangesTable summary={answer.Summary} />}
      <div className={styles.actions}>
        <Button onClick={onApply} disabled={hasErrors} busy={applying}>
          Apply {answer.Summary.RowsChanged} change{answer.Summary.RowsChanged === 1 ? '' : 's'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={applying}>
          Cancel
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
      <EmptyState
        title="No file chosen"
        text="Download the CSV, change prices, MRP, stock, GST, HSN or Active in a spreadsheet, save it as CSV UTF-8 and choose it here. Nothing changes until you press Apply."
      />
    );
  } else if (tooBig) {
    result = (
      <ErrorState
        error={{
          data: {
            Message: `This file is ${sizeText(file.size)}; the import takes up to ${sizeText(CATALOGUE_CSV_IMPORT_MAX_BYTES)}. Keep only the rows you changed.`,
          },
        }}
      />
    );
  } else if (applied.isSuccess) {
    result = (
      <section className={blocks.card} aria-labelledby="done-title">
        <h2 id="done-title" className={styles.title}>
          Applied: {counted(applied.data.Summary.RowsChanged, 'row')} changed
        </h2>
        <p className={styles.muted}>The shop shows the new prices and stock now.</p>
        <SummaryCounts summary={applied.data.Summary} />
        {applied.data.Summary.Changes.length > 0 && <ChangesTable summary={applied.data.Summary} />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={reset}>
            Import another file
          </Button>
        </div>
      </section>
    );
  } else if (refusal) {
    result = (
      <section className={blocks.card} aria-labelledby="refused-title">
        <h2 id="refused-title" className={styles.title}>
          Nothing was changed
        </h2>
        <p className={styles.fail}>{refusal.Message}</p>
        <LineErrorsTable errors={refusal.Errors} total={refusal.ErrorCount} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => runCheck(file)}>
            Check the file again
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
        title="Import and export"
        sub="Prices and stock of every product from a spreadsheet"
        actions={<DownloadButton />}
      />
      <section className={`${blocks.card} ${styles.intro}`} aria-label="Choose a file">
        <Field
          label="CSV file to import"
          hint={`Columns: ${CATALOGUE_CSV_COLUMNS.join(', ')}. Only ${CATALOGUE_CSV_EDITABLE_COLUMNS.join(', ')} are imported; a blank cell leaves that figure as it is. Prices in rupees (19.99).`}
        >
          {(props) => (
            <input
              {...props}
              type="file"
              accept=".csv,text/csv"
              className={styles.file}
              onChange={choose}
            />
          )}
        </Field>
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
