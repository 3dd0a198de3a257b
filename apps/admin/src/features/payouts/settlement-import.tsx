import { useState } from 'react';
import type { SettlementImportAnswer } from '@kirana/shared';
import { Button, Field, FilePicker, FormError } from '../../components';
import { useT } from '../../lib/i18n';
import { payoutsApi } from './api';
import styles from './payouts.module.css';

/** The file's bytes as base64 (a data URL read by FileReader, without its prefix). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** Razorpay's settlement report (CSV) in; what it added, and what was left out, back. */
export function SettlementImport() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [send, sending] = payoutsApi.useImportSettlementReportMutation();
  const [answer, setAnswer] = useState<SettlementImportAnswer | null>(null);

  const submit = async () => {
    if (!file) return;
    setAnswer(null);
    const result = await send({ FileName: file.name, ContentBase64: await base64Of(file) });
    if ('data' in result && result.data) setAnswer(result.data);
  };

  return (
    <section className={styles.block} aria-labelledby="settlement-import">
      <h2 id="settlement-import">{t('payouts.import.title')}</h2>
      <p className={styles.muted}>{t('payouts.import.text')}</p>
      <div className={styles.form}>
        <Field label={t('payouts.import.file')}>
          {(p) => (
            <FilePicker
              {...p}
              accept=".csv"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <div>
          <Button disabled={!file} busy={sending.isLoading} onClick={() => void submit()}>
            {t('payouts.import.submit')}
          </Button>
        </div>
      </div>
      {sending.error ? <FormError error={sending.error} /> : null}
      {answer ? (
        <div className={styles.results} role="status">
          <p>
            {t('payouts.import.result', {
              added: answer.Added,
              already: answer.AlreadyImported,
            })}
          </p>
          {answer.RepeatedInFile.length ? (
            <p>
              {t('payouts.import.repeated', {
                lines: answer.RepeatedInFile.map((r) => r.Line).join(', '),
              })}
            </p>
          ) : null}
          {answer.Skipped.map((s) => (
            <p key={s.Line}>
              {t('payouts.import.skipped', { line: s.Line, reason: t(`payouts.skip.${s.Reason}`) })}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
