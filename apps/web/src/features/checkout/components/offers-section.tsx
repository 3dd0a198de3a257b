import { useEffect, useState, type FormEvent } from 'react';
import type { CouponOutcome, Offer } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import { fetchOffers, selectOffers } from '../../offers';
import { CheckoutSection } from './checkout-section';
import inputStyles from '../../../components/inline-input.module.css';
import styles from './checkout.module.css';

const CODE = /^[A-Za-z0-9]{3,20}$/;

/** The offers anyone can apply today, from the offers group (a failure only hides the list). */
function useOffers(): Offer[] | null {
  const dispatch = useAppDispatch();
  const { offers, error } = useAppSelector(selectOffers);
  useEffect(() => {
    void dispatch(fetchOffers());
  }, [dispatch]);
  return offers ?? (error ? [] : null);
}

function offerTerms(offer: Offer): string {
  const parts = [];
  if (offer.MinOrderValue > 0) parts.push(`On orders of ${formatInr(offer.MinOrderValue)} or more`);
  if (offer.MaxDiscount !== null) parts.push(`up to ${formatInr(offer.MaxDiscount)} off`);
  if (offer.FirstOrderOnly) parts.push('first order only');
  if (offer.PaymentMethods.length > 0) parts.push('online payment only');
  return parts.join(' · ');
}

/** Coupons: type one, apply one from the offers or the hint, see what it saves, remove it. */
export function OffersSection({
  code,
  outcome,
  hint,
  checking,
  onApply,
  onRemove,
}: {
  code: string | null;
  outcome: CouponOutcome | null;
  hint: { Code: string; Message: string } | null;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const offers = useOffers();
  const applied = !checking && outcome?.Applied === true;
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setInvalid(!CODE.test(next));
    if (CODE.test(next)) {
      onApply(next.toUpperCase());
      setTyped('');
    }
  };
  return (
    <CheckoutSection step={3} title="Offers and coupons" testId="checkout-offers">
      {code ? (
        <div
          className={outcome && !outcome.Applied ? styles.couponBad : styles.couponGood}
          data-testid="coupon-status"
        >
          <p role="status" aria-live="polite">
            {checking || !outcome ? (
              <>
                <strong>{code}</strong> Checking…
              </>
            ) : outcome.Applied ? (
              <>
                <strong>{code}</strong> applied. You save {formatInr(outcome.Discount)}.
              </>
            ) : (
              // pending: the order goes ahead without it (the server's reason, e.g. a minimum)
              <>
                <strong>Not applied.</strong> {outcome.Message}. You can still place your order
                without it.
              </>
            )}
          </p>
          <Button size="s" variant="ghost" onClick={onRemove} aria-label={`Remove coupon ${code}`}>
            Remove
          </Button>
        </div>
      ) : (
        <form className={styles.couponForm} onSubmit={submit} aria-label="Apply a coupon">
          <label htmlFor="coupon-code" className={styles.srOnly}>
            Coupon code
          </label>
          <input
            id="coupon-code"
            className={`${inputStyles.inlineInput} ${styles.input}`}
            placeholder="Enter coupon code"
            autoCapitalize="characters"
            maxLength={20}
            value={typed}
            aria-invalid={invalid}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" size="s" variant="secondary">
            Apply
          </Button>
          {invalid ? (
            <p className={styles.problem} role="alert">
              A coupon code has 3 to 20 letters and digits
            </p>
          ) : null}
        </form>
      )}
      {!code && hint ? (
        <p className={styles.hint}>
          <span>{hint.Message}</span>
          <Button size="s" variant="ghost" onClick={() => onApply(hint.Code)}>
            Apply {hint.Code}
          </Button>
        </p>
      ) : null}
      {offers && offers.length > 0 ? (
        <ul className={styles.offers} aria-label="Offers for you">
          {offers.map((offer) => (
            <li key={offer.Code} className={styles.offer}>
              <div>
                <span className={styles.offerCode}>{offer.Code}</span>
                <strong className={styles.offerTitle}>{offer.Title}</strong>
                <span className={styles.muted}>{offerTerms(offer)}</span>
              </div>
              {code === offer.Code ? (
                <span className={applied ? styles.free : styles.pending}>
                  {applied ? 'Applied' : checking || !outcome ? 'Checking…' : 'Not applied'}
                </span>
              ) : (
                <Button
                  size="s"
                  variant="secondary"
                  onClick={() => onApply(offer.Code)}
                  aria-label={`Apply ${offer.Code}`}
                >
                  Apply
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </CheckoutSection>
  );
}
