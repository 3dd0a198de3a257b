import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language, type StaffAlertSettings } from '@kirana/shared';
import { errorMessage, fieldErrors } from '../../app/api';
import { blocks, Button, Field, inputClass, QueryState } from '../../components';
import { useT } from '../../lib/i18n';
import { BrowserPushSwitch } from '../notifications';
import { settingsApi } from './api';
import styles from './settings.module.css';

/**
 * Who hears of new orders and low stock by email or SMS, and the low-stock threshold; and
 * "Notify this browser", per browser and staff member.
 */
export function AlertsPanel() {
  const query = settingsApi.useStaffAlertsQuery();
  return (
    <QueryState query={query}>{(d) => <AlertsForm key={JSON.stringify(d)} saved={d} />}</QueryState>
  );
}

function AlertsForm({ saved }: { saved: StaffAlertSettings }) {
  const t = useT();
  const [email, setEmail] = useState(saved.AlertEmail);
  const [mobile, setMobile] = useState(saved.AlertMobile);
  const [perOrder, setPerOrder] = useState(saved.NewOrderMessages);
  const [threshold, setThreshold] = useState(String(saved.LowStockThreshold));
  const [language, setLanguage] = useState<Language>(saved.AlertLanguage);
  const [save, saving] = settingsApi.useSaveStaffAlertsMutation();
  const errors = fieldErrors(saving.error);
  return (
    <div className={styles.panel}>
      <section className={blocks.card} aria-label={t('settings.alerts.title')}>
        <h2 className={styles.sectionTitle}>{t('settings.alerts.title')}</h2>
        <p className={styles.note}>{t('settings.alerts.note')}</p>
        <Field label={t('settings.alerts.email')} error={errors.AlertEmail}>
          {(p) => (
            <input
              {...p}
              type="email"
              className={inputClass}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('settings.alerts.mobile')} error={errors.AlertMobile}>
          {(p) => (
            <input
              {...p}
              type="tel"
              inputMode="numeric"
              className={inputClass}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
          )}
        </Field>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={perOrder}
            onChange={(e) => setPerOrder(e.target.checked)}
          />
          {t('settings.alerts.per-order')}
        </label>
        <Field
          label={t('settings.alerts.threshold')}
          hint={t('settings.alerts.threshold-hint')}
          error={errors.LowStockThreshold}
        >
          {(p) => (
            <input
              {...p}
              type="number"
              min={0}
              className={inputClass}
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('settings.alerts.language')}
          hint={t('settings.alerts.language-hint')}
          error={errors.AlertLanguage}
        >
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={language}
              onChange={(e) => setLanguage(e.target.value as Language)}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.buttons}>
          <Button
            busy={saving.isLoading}
            onClick={() =>
              void save({
                AlertEmail: email.trim(),
                AlertMobile: mobile.trim(),
                NewOrderMessages: perOrder,
                LowStockThreshold: Number(threshold),
                AlertLanguage: language,
              })
            }
          >
            {t('settings.alerts.save')}
          </Button>
          {saving.isSuccess && (
            <span role="status" className={styles.saved}>
              {t('settings.alerts.saved')}
            </span>
          )}
        </div>
        {saving.isError && Object.keys(errors).length === 0 && (
          <p role="alert" className={styles.error}>
            {errorMessage(saving.error)}
          </p>
        )}
      </section>
      <BrowserPushSwitch />
    </div>
  );
}
