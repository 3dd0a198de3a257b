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

/** What the wallet does for this order, in the shopper's words. */
function walletLine(covers: boolean, useWallet: boolean, walletPart: number): string {
  if (covers) return 'Pays the whole order, no fee';
  if (useWallet && walletPart > 0)
    return `Pays ${formatInr(walletPart)} of it; choose how to pay the rest below`;
  return 'Pays part of it; choose how to pay the rest below';
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
  const covers = methods.find((m) => m.PaymentMethodId === 'wallet')?.IsAvailable ?? false;
  const walletPaysAll = useWallet && covers;
  const others = methods.filter((m) => m.PaymentMethodId !== 'wallet');
  const noteFor = walletPaysAll ? 'wallet' : chosen;
  return (
    <CheckoutSection step={4} title="Payment" testId="checkout-payment">
      {walletBalance > 0 ? (
        <label className={`${styles.choice} ${pay.walletChoice}`} data-testid="wallet-choice">
          <input
            type="checkbox"
            checked={useWallet}
            onChange={(e) => onUseWallet(e.target.checked)}
          />
          <span className={styles.choiceText}>
            <strong>Use my Kirana wallet balance ({formatInr(walletBalance)})</strong>
            <span className={styles.muted}>{walletLine(covers, useWallet, walletPart)}</span>
          </span>
        </label>
      ) : null}
      <fieldset className={styles.choices} disabled={walletPaysAll}>
        <legend className={useWallet ? pay.restLegend : styles.srOnly}>
          {walletPaysAll ? 'Nothing more to pay' : useWallet ? 'Pay the rest by' : 'Payment method'}
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
      <p className={styles.note}>{noteFor ? (NOTES[noteFor] ?? '') : ''}</p>
    </CheckoutSection>
  );
}
