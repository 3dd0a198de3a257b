import { Trans, useT, type Translate } from '../../../lib/i18n';
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

function offerTerms(t: Translate, offer: Offer): string {
  const parts = [];
  if (offer.MinOrderValue > 0)
    parts.push(t('checkout.offers.minOrder', { amount: formatInr(offer.MinOrderValue) }));
  if (offer.MaxDiscount !== null)
    parts.push(t('checkout.offers.upTo', { amount: formatInr(offer.MaxDiscount) }));
  if (offer.FirstOrderOnly) parts.push(t('checkout.offers.firstOrder'));
  if (offer.PaymentMethods.length > 0) parts.push(t('checkout.offers.onlineOnly'));
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
  const t = useT();
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
    <CheckoutSection step={3} title={t('checkout.offers.title')} testId="checkout-offers">
      {code ? (
        <div
          className={outcome && !outcome.Applied ? styles.couponBad : styles.couponGood}
          data-testid="coupon-status"
        >
          <p role="status" aria-live="polite">
            {checking || !outcome ? (
              <Trans
                id="checkout.offers.checking"
                values={{ code }}
                components={{ 0: <strong /> }}
              />
            ) : outcome.Applied ? (
              <Trans
                id="checkout.offers.applied"
                values={{ code, amount: formatInr(outcome.Discount) }}
                components={{ 0: <strong /> }}
              />
            ) : (
              // pending: the order goes ahead without it (the server's reason, e.g. a minimum)
              <Trans
                id="checkout.offers.notApplied"
                values={{ reason: outcome.Message }}
                components={{ 0: <strong /> }}
              />
            )}
          </p>
          <Button
            size="s"
            variant="ghost"
            onClick={onRemove}
            aria-label={t('checkout.offers.removeLabel', { code })}
          >
            {t('checkout.offers.remove')}
          </Button>
        </div>
      ) : (
        <form
          className={styles.couponForm}
          onSubmit={submit}
          aria-label={t('checkout.offers.formLabel')}
        >
          <label htmlFor="coupon-code" className={styles.srOnly}>
            {t('checkout.offers.codeLabel')}
          </label>
          <input
            id="coupon-code"
            className={`${inputStyles.inlineInput} ${styles.input}`}
            placeholder={t('checkout.offers.placeholder')}
            autoCapitalize="characters"
            maxLength={20}
            value={typed}
            aria-invalid={invalid}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" size="s" variant="secondary">
            {t('checkout.offers.apply')}
          </Button>
          {invalid ? (
            <p className={styles.problem} role="alert">
              {t('checkout.offers.badCode')}
            </p>
          ) : null}
        </form>
      )}
      {!code && hint ? (
        <p className={styles.hint}>
          <span>{hint.Message}</span>
          <Button size="s" variant="ghost" onClick={() => onApply(hint.Code)}>
            {t('checkout.offers.applyCode', { code: hint.Code })}
          </Button>
        </p>
      ) : null}
      {offers && offers.length > 0 ? (
        <ul className={styles.offers} aria-label={t('checkout.offers.listLabel')}>
          {offers.map((offer) => (
            <li key={offer.Code} className={styles.offer}>
              <div>
                <span className={styles.offerCode}>{offer.Code}</span>
                <strong className={styles.offerTitle}>{offer.Title}</strong>
                <span className={styles.muted}>{offerTerms(t, offer)}</span>
              </div>
              {code === offer.Code ? (
                <span className={applied ? styles.free : styles.pending}>
                  {applied
                    ? t('checkout.offers.appliedTag')
                    : checking || !outcome
                      ? t('checkout.offers.checkingTag')
                      : t('checkout.offers.notAppliedTag')}
                </span>
              ) : (
                <Button
                  size="s"
                  variant="secondary"
                  onClick={() => onApply(offer.Code)}
                  aria-label={t('checkout.offers.applyCode', { code: offer.Code })}
                >
                  {t('checkout.offers.apply')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </CheckoutSection>
  );
}
