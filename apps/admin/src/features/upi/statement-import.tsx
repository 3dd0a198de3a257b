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
  FilePicker,
  FormError,
  inputClass,
  Money,
  TextField,
} from '../../components';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import { upiApi } from './api';
import styles from './upi.module.css';

const columns = (t: Translate): Column<StatementCredit>[] => [
  { key: 'row', header: t('upi.import.row'), render: (c) => c.Row },
  { key: 'date', header: t('upi.import.date'), render: (c) => c.Date },
  {
    key: 'amount',
    header: t('upi.col.amount'),
    align: 'end',
    render: (c) => <Money paise={c.Amount} />,
  },
  { key: 'order', header: t('upi.col.order'), render: (c) => c.OrderNumber ?? '—' },
  { key: 'utr', header: t('upi.col.utr'), render: (c) => c.Utr ?? '—' },
  { key: 'why', header: t('upi.import.result'), render: (c) => c.Reason },
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
  const t = useT();
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
      <h2 id="statement-import">{t('upi.import.title')}</h2>
      <p className={styles.muted}>{t('upi.import.text')}</p>
      <div className={styles.form}>
        <Field label={t('upi.import.file')}>
          {(p) => (
            <FilePicker
              {...p}
              accept=".csv,.xls,.xlsx"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field label={t('upi.import.bank')}>
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
              <option value="custom">{t('upi.import.another-bank')}</option>
            </select>
          )}
        </Field>
      </div>
      {custom ? (
        <div className={styles.form}>
          <TextField
            label={t('upi.import.date-column')}
            value={mapping.Date}
            onChange={map('Date')}
          />
          <Field label={t('upi.import.date-format')}>
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
            label={t('upi.import.narration-column')}
            value={mapping.Narration}
            onChange={map('Narration')}
          />
          <TextField
            label={t('upi.import.reference-column')}
            value={mapping.Reference}
            onChange={map('Reference')}
          />
          <TextField
            label={t('upi.import.credit-column')}
            value={mapping.Credit}
            onChange={map('Credit')}
          />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={!file} busy={sending.isLoading} onClick={() => void submit()}>
          {t('upi.import.submit')}
        </Button>
        {sending.error && !custom ? (
          <Button variant="secondary" onClick={() => setBank('custom')}>
            {t('upi.import.map-myself')}
          </Button>
        ) : null}
      </div>
      {sending.error ? <FormError error={sending.error} /> : null}
      {answer ? (
        <div className={styles.results} role="status">
          <p>
            {t('upi.import.result-line', {
              confirmed: answer.Confirmed.length,
              notConfirmed: answer.NotConfirmed.length,
            })}
          </p>
          {answer.Confirmed.length ? (
            <DataTable
              caption={t('upi.import.confirmed')}
              columns={columns(t)}
              rows={answer.Confirmed}
              rowKey={(c) => c.Row}
            />
          ) : null}
          {answer.NotConfirmed.length ? (
            <DataTable
              caption={t('upi.import.not-confirmed')}
              columns={columns(t)}
              rows={answer.NotConfirmed}
              rowKey={(c) => c.Row}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
