import type { PaymentMethodId, PaymentOption } from '@kirana/shared';
import { formatInr } from '../../catalogue';
import { CheckoutSection } from './checkout-section';
import styles from './checkout.module.css';

/** How to pay: the payable methods of this order with their fees (cash on delivery for now). */
export function PaymentSection({
  methods,
  chosen,
  onChoose,
}: {
  methods: PaymentOption[];
  chosen: PaymentMethodId;
  onChoose: (id: PaymentMethodId) => void;
}) {
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
              <strong>{m.Name}</strong>
              <span className={styles.muted}>{m.IsAvailable ? m.Description : m.Reason}</span>
            </span>
            <span className={styles.choiceFee} data-testid={`payment-fee-${m.PaymentMethodId}`}>
              {m.Fee > 0 ? `+ ${formatInr(m.Fee)} fee` : 'No fee'}
            </span>
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>
        UPI, cards and the Kirana wallet are coming soon. Keep exact change or pay the delivery
        partner by UPI.
      </p>
    </CheckoutSection>
  );
}
