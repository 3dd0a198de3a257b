import type { PaymentMethodId, PaymentOption } from '@kirana/shared';
import { formatInr } from '../../catalogue';
import { CheckoutSection } from './checkout-section';
import styles from './checkout.module.css';
import pay from './payment.module.css';

const NOTES: Partial<Record<PaymentMethodId, string>> = {
  cod: 'Keep exact change, or pay the delivery partner by UPI.',
  razorpay: 'You pay on Razorpay’s secure page; your items are held for 15 minutes meanwhile.',
  sandbox: 'A demo gateway: you choose Succeed, Fail or Cancel, and no money moves.',
  wallet: 'Paid at once from your Kirana wallet.',
};

/**
 * How to pay: each method of this order with its fee and tags (sandbox, test mode), and the
 * wallet: as the method when it covers the bill, else as a part with another method.
 */
export function PaymentSection({
  methods,
  chosen,
  onChoose,
  walletBalance,
  walletPart,
  onUseWallet,
}: {
  methods: PaymentOption[];
  chosen: PaymentMethodId;
  onChoose: (id: PaymentMethodId) => void;
  walletBalance: number;
  /** paise the wallet pays with another method (0 when not used) */
  walletPart: number;
  onUseWallet: (use: boolean) => void;
}) {
  // a part from the wallet only when it cannot pay the whole order (then it is a method of its own)
  const walletAlone = methods.find((m) => m.PaymentMethodId === 'wallet')?.IsAvailable ?? false;
  const canSplit = walletBalance > 0 && chosen !== 'wallet' && !walletAlone;
  return (
    <CheckoutSection step={4} title="Payment">
      <fieldset className={styles.choices}>
        <legend className={styles.srOnly}>Payment method</legend>
        {methods.map((m) => (
          <label key={m.PaymentMethodId} className={styles.choice}>
            <input
              type="radio"
              name="payment-method"
              value={m.PaymentMethodId}
              checked={chosen === m.PaymentMethodId}
              disabled={!m.IsAvailable}
              onChange={() => onChoose(m.PaymentMethodId)}
            />
            <span className={styles.choiceText}>
              <strong>
                {m.Name}
                {m.PaymentMethodId === 'wallet' ? ` (${formatInr(walletBalance)})` : ''}
                {m.IsSandbox ? <span className={pay.tag}>Sandbox — no money moves</span> : null}
                {m.IsTestMode ? <span className={pay.tag}>Test mode</span> : null}
              </strong>
              <span className={styles.muted}>{m.IsAvailable ? m.Description : m.Reason}</span>
            </span>
            <span className={styles.choiceFee} data-testid={`payment-fee-${m.PaymentMethodId}`}>
              {m.Fee > 0 ? `+ ${formatInr(m.Fee)} fee` : 'No fee'}
            </span>
          </label>
        ))}
      </fieldset>
      {canSplit ? (
        <label className={pay.walletRow}>
          <input
            type="checkbox"
            checked={walletPart > 0}
            onChange={(e) => onUseWallet(e.target.checked)}
          />
          <span>
            Use my Kirana wallet balance ({formatInr(walletBalance)})
            {walletPart > 0 ? ` · ${formatInr(walletPart)} from the wallet` : ''}
          </span>
        </label>
      ) : null}
      <p className={styles.note}>{NOTES[chosen] ?? ''}</p>
    </CheckoutSection>
  );
}
