import { isValidGstin, normaliseGstin } from '@kirana/shared/common/gstin';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import inputs from '../../../components/inline-input.module.css';
import styles from './business-buyer.module.css';

/** The business a shopper buys for: its GSTIN and name, as typed. */
export interface BusinessBuyer {
  gstin: string;
  name: string;
}

export const NO_BUSINESS: BusinessBuyer = { gstin: '', name: '' };

/** The order's B2B fields for what was typed: none without a GSTIN; null while the GSTIN is wrong. */
export function businessFieldsOf(
  b: BusinessBuyer,
): { BuyerGstin?: string; BuyerBusinessName?: string } | null {
  const gstin = normaliseGstin(b.gstin);
  if (!gstin) return {};
  if (!isValidGstin(gstin)) return null;
  const name = b.name.trim();
  return { BuyerGstin: gstin, ...(name.length >= 2 ? { BuyerBusinessName: name } : {}) };
}

/**
 * Checkout's collapsed "Buying for a business? Add GSTIN": the GSTIN (checked here as on the
 * server, with its check character) and the business name go on the tax invoice. The place of
 * supply stays the delivery address's state, whatever state the GSTIN is registered in.
 */
export function BusinessBuyerFields({
  value,
  onChange,
}: {
  value: BusinessBuyer;
  onChange: (next: BusinessBuyer) => void;
}) {
  const t = useT();
  const id = useId();
  const typed = normaliseGstin(value.gstin);
  const wrong = typed.length > 0 && !isValidGstin(typed);
  return (
    <details className={styles.business} open={value.gstin !== '' || undefined}>
      <summary>{t('checkout.business.toggle')}</summary>
      <div className={styles.fields}>
        <label htmlFor={`${id}-gstin`}>{t('checkout.business.gstin')}</label>
        <input
          id={`${id}-gstin`}
          className={inputs.inlineInput}
          data-testid="buyer-gstin-input"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          placeholder={t('checkout.business.example')}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-error` : undefined}
          value={value.gstin}
          onChange={(e) => onChange({ ...value, gstin: e.target.value.toUpperCase() })}
        />
        {wrong && typed.length >= 15 ? (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {t('checkout.business.invalid')}
          </p>
        ) : null}
        <label htmlFor={`${id}-name`}>{t('checkout.business.name')}</label>
        <input
          id={`${id}-name`}
          className={inputs.inlineInput}
          data-testid="buyer-business-input"
          autoComplete="organization"
          maxLength={100}
          value={value.name}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
        <p className={styles.hint}>{t('checkout.business.hint')}</p>
      </div>
    </details>
  );
}
