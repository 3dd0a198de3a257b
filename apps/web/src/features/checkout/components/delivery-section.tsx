import { useI18n, useT } from '../../../lib/i18n';
import type { ReactNode } from 'react';
import type { DeliveryEstimate, DeliveryOption } from '@kirana/shared';
import { formatEta } from '../../cart';
import { formatInr } from '../../catalogue';
import { CheckoutSection } from './checkout-section';
import styles from './checkout.module.css';

/**
 * When it arrives and how: the quote's delivery estimate, the delivery methods to choose and
 * (children) the delivery slot.
 */
export function DeliverySection({
  delivery,
  methods,
  chosen,
  onChoose,
  children,
}: {
  delivery: DeliveryEstimate | null;
  methods: DeliveryOption[];
  chosen: string | undefined;
  onChoose: (id: string) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const i18n = useI18n();
  return (
    <CheckoutSection step={2} title={t('checkout.delivery.title')}>
      {delivery && !delivery.IsServiceable ? (
        <p className={styles.problem} role="alert">
          {delivery.Message}
        </p>
      ) : null}
      <fieldset className={styles.choices}>
        <legend className={styles.srOnly}>{t('checkout.delivery.method')}</legend>
        {methods.map((m) => (
          <label key={m.DeliveryMethodId} className={styles.choice}>
            <input
              type="radio"
              name="delivery-method"
              value={m.DeliveryMethodId}
              checked={chosen === m.DeliveryMethodId}
              onChange={() => onChoose(m.DeliveryMethodId)}
            />
            <span className={styles.choiceText}>
              <strong>{m.Name}</strong>
              <span className={styles.muted}>
                {t('checkout.delivery.arrives', {
                  description: m.Description,
                  eta: formatEta(m.EtaFrom, m.EtaTo, i18n),
                })}
              </span>
              {m.FreeAbove !== null && m.Fee > 0 ? (
                <span className={styles.muted}>
                  {t('checkout.delivery.freeAbove', { amount: formatInr(m.FreeAbove) })}
                </span>
              ) : null}
            </span>
            <span className={styles.choiceFee}>
              {m.Fee === 0 ? (
                <span className={styles.free}>{t('checkout.delivery.free')}</span>
              ) : (
                formatInr(m.Fee)
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {children}
    </CheckoutSection>
  );
}
