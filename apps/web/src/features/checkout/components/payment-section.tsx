import { useT, type Translate } from '../../../lib/i18n';
import type { PaymentMethodId, PaymentOption } from '@kirana/shared';
import { formatInr } from '../../catalogue';
import { CheckoutSection } from './checkout-section';
import styles from './checkout.module.css';
import pay from './payment.module.css';

/** The note under the methods, for those that have one. */
function methodNote(t: Translate, method: PaymentMethodId | null): string {
  switch (method) {
    case 'cod':
      return t('checkout.payment.note.cod');
    case 'razorpay':
      return t('checkout.payment.note.razorpay');
    case 'sandbox':
      return t('checkout.payment.note.sandbox');
    case 'wallet':
      return t('checkout.payment.note.wallet');
    default:
      return '';
  }
}

/** What the wallet does for this order, in the shopper's words. */
function walletLine(t: Translate, covers: boolean, useWallet: boolean, walletPart: number): string {
  if (covers) return t('checkout.payment.walletAll');
  if (useWallet && walletPart > 0)
    return t('checkout.payment.walletPart', { amount: formatInr(walletPart) });
  return t('checkout.payment.walletSome');
}

/**
 * How to pay. The wallet is always a choice of its own when it holds money: ticked, it pays the
 * whole order when it can, else a part with the method chosen below for the rest. The other
 * methods are radios, each with its fee and tags (sandbox, test mode).
 */
export function PaymentSection({
  methods,
  chosen,
  onChoose,
  walletBalance,
  useWallet,
  walletPart,
  onUseWallet,
}: {
  methods: PaymentOption[];
  /** the method for what the wallet does not pay */
  chosen: PaymentMethodId | null;
  onChoose: (id: PaymentMethodId) => void;
  walletBalance: number;
  useWallet: boolean;
  /** paise the wallet pays with another method (0 when not used, or when it pays all) */
  walletPart: number;
  onUseWallet: (use: boolean) => void;
}) {
  const t = useT();
  const covers = methods.find((m) => m.PaymentMethodId === 'wallet')?.IsAvailable ?? false;
  const walletPaysAll = useWallet && covers;
  const others = methods.filter((m) => m.PaymentMethodId !== 'wallet');
  const noteFor = walletPaysAll ? 'wallet' : chosen;
  return (
    <CheckoutSection step={4} title={t('checkout.payment.title')} testId="checkout-payment">
      {walletBalance > 0 ? (
        <label className={`${styles.choice} ${pay.walletChoice}`} data-testid="wallet-choice">
          <input
            type="checkbox"
            checked={useWallet}
            onChange={(e) => onUseWallet(e.target.checked)}
          />
          <span className={styles.choiceText}>
            <strong>{t('checkout.payment.useWallet', { amount: formatInr(walletBalance) })}</strong>
            <span className={styles.muted}>{walletLine(t, covers, useWallet, walletPart)}</span>
          </span>
        </label>
      ) : null}
      <fieldset className={styles.choices} disabled={walletPaysAll}>
        <legend className={useWallet ? pay.restLegend : styles.srOnly}>
          {walletPaysAll
            ? t('checkout.payment.nothingMore')
            : useWallet
              ? t('checkout.payment.payRestBy')
              : t('checkout.payment.method')}
        </legend>
        {others.map((m) => (
          <label key={m.PaymentMethodId} className={styles.choice}>
            <input
              type="radio"
              name="payment-method"
              value={m.PaymentMethodId}
              checked={!walletPaysAll && chosen === m.PaymentMethodId}
              disabled={!m.IsAvailable}
              onChange={() => onChoose(m.PaymentMethodId)}
            />
            <span className={styles.choiceText}>
              <strong>
                {m.Name}
                {m.IsSandbox ? (
                  <span className={pay.tag}>{t('checkout.payment.sandboxTag')}</span>
                ) : null}
                {m.IsTestMode ? (
                  <span className={pay.tag}>{t('checkout.payment.testMode')}</span>
                ) : null}
              </strong>
              <span className={styles.muted}>{m.IsAvailable ? m.Description : m.Reason}</span>
            </span>
            <span className={styles.choiceFee} data-testid={`payment-fee-${m.PaymentMethodId}`}>
              {m.Fee > 0
                ? t('checkout.payment.fee', { amount: formatInr(m.Fee) })
                : t('checkout.payment.noFee')}
            </span>
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>{methodNote(t, noteFor)}</p>
    </CheckoutSection>
  );
}
