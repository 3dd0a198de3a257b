import { useState } from 'react';
import {
  BANK_LAYOUTS,
  DATE_FORMATS,
  type StatementCredit,
  type StatementDateFormat,
  type StatementImportAnswer,
} from '@kirana/shared';
import {
  Button,
  type Column,
  DataTable,
  Field,
  FormError,
  inputClass,
  Money,
  TextField,
} from '../../components';
import { upiApi } from './api';
import styles from './upi.module.css';

const columns: Column<StatementCredit>[] = [
  { key: 'row', header: 'Row', render: (c) => c.Row },
  { key: 'date', header: 'Date', render: (c) => c.Date },
  { key: 'amount', header: 'Amount', align: 'end', render: (c) => <Money paise={c.Amount} /> },
  { key: 'order', header: 'Order', render: (c) => c.OrderNumber ?? '—' },
  { key: 'utr', header: 'UTR', render: (c) => c.Utr ?? '—' },
  { key: 'why', header: 'Result', render: (c) => c.Reason },
];

const base64Of = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

interface Mapping {
  Date: string;
  Narration: string;
  Reference: string;
  Credit: string;
  DateFormat: StatementDateFormat;
}

/** The bank statement import: a known bank's layout, or the columns mapped by hand. */
export function StatementImport() {
  const [file, setFile] = useState<File | null>(null);
  const [bank, setBank] = useState<string>(BANK_LAYOUTS[0]!.id);
  const [mapping, setMapping] = useState<Mapping>({
    Date: '',
    Narration: '',
    Reference: '',
    Credit: '',
    DateFormat: 'DD/MM/YYYY',
  });
  const [send, sending] = upiApi.useImportStatementMutation();
  const [answer, setAnswer] = useState<StatementImportAnswer | null>(null);
  const custom = bank === 'custom';
  const map = (k: keyof Mapping) => (v: string) => setMapping((m) => ({ ...m, [k]: v }));

  const submit = async () => {
    if (!file) return;
    setAnswer(null);
    const result = await send({
      FileName: file.name,
      ContentBase64: await base64Of(file),
      Bank: bank,
      ...(custom
        ? {
            Mapping: {
              Date: mapping.Date,
              Narration: mapping.Narration,
              Reference: mapping.Reference || null,
              Credit: mapping.Credit,
              Amount: null,
              Flag: null,
              CreditFlag: null,
              DateFormat: mapping.DateFormat,
            },
          }
        : {}),
    });
    if ('data' in result && result.data) setAnswer(result.data);
  };

  return (
    <section className={styles.block} aria-labelledby="statement-import">
      <h2 id="statement-import">Import your bank statement</h2>
      <p className={styles.muted}>
        Download the statement from your bank as CSV, XLS or XLSX. Each credit that names an order
        (or carries the UTR a shopper gave) for exactly its amount confirms that order.
      </p>
      <div className={styles.form}>
        <Field label="Statement file">
          {(p) => (
            <input
              {...p}
              type="file"
              accept=".csv,.xls,.xlsx"
              className={inputClass}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field label="Bank">
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={bank}
              onChange={(e) => setBank(e.target.value)}
            >
              {BANK_LAYOUTS.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.bank}
                </option>
              ))}
              <option value="custom">Another bank: map the columns myself</option>
            </select>
          )}
        </Field>
      </div>
      {custom ? (
        <div className={styles.form}>
          <TextField label="Date column" value={mapping.Date} onChange={map('Date')} />
          <Field label="Date format">
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={mapping.DateFormat}
                onChange={(e) => map('DateFormat')(e.target.value)}
              >
                {DATE_FORMATS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label="Narration / description column"
            value={mapping.Narration}
            onChange={map('Narration')}
          />
          <TextField
            label="Reference / UTR column (optional)"
            value={mapping.Reference}
            onChange={map('Reference')}
          />
          <TextField
            label="Credit (deposit) column"
            value={mapping.Credit}
            onChange={map('Credit')}
          />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={!file} busy={sending.isLoading} onClick={() => void submit()}>
          Import and confirm matches
        </Button>
        {sending.error && !custom ? (
          <Button variant="secondary" onClick={() => setBank('custom')}>
            Map the columns myself
          </Button>
        ) : null}
      </div>
      {sending.error ? <FormError error={sending.error} /> : null}
      {answer ? (
        <div className={styles.results} role="status">
          <p>
            <strong>{answer.Confirmed.length}</strong> order(s) confirmed,{' '}
            <strong>{answer.NotConfirmed.length}</strong> credit(s) not confirmed.
          </p>
          {answer.Confirmed.length ? (
            <DataTable
              caption="Confirmed"
              columns={columns}
              rows={answer.Confirmed}
              rowKey={(c) => c.Row}
            />
          ) : null}
          {answer.NotConfirmed.length ? (
            <DataTable
              caption="Not confirmed, and why"
              columns={columns}
              rows={answer.NotConfirmed}
              rowKey={(c) => c.Row}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
