import { useT } from '../../../lib/i18n';
import { maskedMobile } from '../chat-link';
import { useWhatsAppConsent } from '../use-whatsapp-consent';
import styles from './whatsapp.module.css';

/**
 * Checkout's "Send order updates on WhatsApp to 98xxxxxx10": shown only when the store sends
 * them, the account has a mobile and the shopper has not agreed yet; the order carries the tick
 * (`WhatsAppUpdates`). Says nothing while the consent loads or if it cannot be read.
 */
export function WhatsAppOptIn({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const { consent, mobile } = useWhatsAppConsent();
  if (!consent || !mobile) return null;
  if (consent.OptedIn)
    return (
      <p className={styles.status} data-testid="whatsapp-on">
        {t('whatsapp.optIn.on', { mobile: maskedMobile(mobile) })}
      </p>
    );
  if (!consent.Available) return null;
  return (
    <label className={styles.optIn}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{t('whatsapp.optIn.ask', { mobile: maskedMobile(mobile) })}</span>
    </label>
  );
}
