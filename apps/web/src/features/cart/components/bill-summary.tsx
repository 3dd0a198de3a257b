import type { Bill, BillFee } from '@kirana/shared';
import { formatInr } from '../../catalogue';
import { useT } from '../../../lib/i18n';
import styles from './cart-summary.module.css';

const FEE_TEST_IDS: Record<BillFee['Kind'], string> = {
  delivery: 'bill-delivery',
  platform: 'bill-platform-fee',
  cod: 'bill-cod-fee',
};

function FeeRow({ fee }: { fee: BillFee }) {
  const t = useT();
  if (fee.Kind !== 'delivery' && fee.Amount === 0) return null;
  return (
    <div className={styles.row}>
      <dt>{fee.Name}</dt>
      <dd data-testid={FEE_TEST_IDS[fee.Kind]}>
        {fee.Kind === 'delivery' && fee.Amount === 0 ? (
          <span className={styles.free}>{t('cart.bill.free')}</span>
        ) : (
          formatInr(fee.Amount)
        )}
      </dd>
    </div>
  );
}

/** The GST inside the bill: taxable value and CGST + SGST (same state) or IGST (another state). */
function GstBreakUp({ bill }: { bill: Bill }) {
  const t = useT();
  return (
    <details className={styles.gst}>
      <summary>{t('cart.bill.gst')}</summary>
      <dl className={styles.rows} data-testid="bill-gst">
        <div className={styles.row}>
          <dt>{t('cart.bill.taxable')}</dt>
          <dd>{formatInr(bill.TaxableTotal)}</dd>
        </div>
        {bill.IsInterState ? (
          <div className={styles.row}>
            <dt>IGST</dt>
            <dd>{formatInr(bill.IgstTotal)}</dd>
          </div>
        ) : (
          <>
            <div className={styles.row}>
              <dt>CGST</dt>
              <dd>{formatInr(bill.CgstTotal)}</dd>
            </div>
            <div className={styles.row}>
              <dt>SGST</dt>
              <dd>{formatInr(bill.SgstTotal)}</dd>
            </div>
          </>
        )}
        <div className={styles.row}>
          <dt>{t('cart.bill.total-gst')}</dt>
          <dd>{formatInr(bill.TaxTotal)}</dd>
        </div>
      </dl>
      <p className={styles.tax}>
        {bill.PlaceOfSupply === null
          ? t('cart.bill.gst-estimated')
          : bill.IsInterState
            ? t('cart.bill.gst-inter')
            : t('cart.bill.gst-intra')}
      </p>
    </details>
  );
}

/**
 * The server's bill: item total (with MRP), MRP savings, coupon, delivery, platform and COD fees,
 * the amount payable, what the shopper saves, and a collapsible GST break-up.
 */
export default function BillSummary({
  bill,
  title,
  payableLabel,
}: {
  bill: Bill;
  title?: string;
  payableLabel?: string;
}) {
  const t = useT();
  const saved = bill.MrpSavings + bill.CouponDiscount;
  return (
    <section className={styles.summary} aria-labelledby="bill-title">
      <h2 id="bill-title" className={styles.title}>
        {title ?? t('cart.bill.title')}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('cart.bill.item-total')}</dt>
          <dd data-testid="bill-item-total">
            {bill.MrpSavings > 0 && (
              <s className={styles.mrp}>
                <span className={styles.srOnly}>{t('cart.bill.mrp')}</span>
                {formatInr(bill.MrpTotal)}
              </s>
            )}
            {formatInr(bill.ItemTotal)}
          </dd>
        </div>
        {bill.MrpSavings > 0 && (
          <div className={styles.row}>
            <dt>{t('cart.bill.mrp-savings')}</dt>
            <dd className={styles.discount} data-testid="bill-mrp-savings">
              −{formatInr(bill.MrpSavings)}
            </dd>
          </div>
        )}
        {bill.CouponDiscount > 0 && (
          <div className={styles.row}>
            <dt>{t('cart.bill.coupon', { code: bill.CouponCode })}</dt>
            <dd className={styles.discount} data-testid="bill-coupon">
              −{formatInr(bill.CouponDiscount)}
            </dd>
          </div>
        )}
        {bill.Fees.map((fee) => (
          <FeeRow key={fee.Kind} fee={fee} />
        ))}
        <div className={`${styles.row} ${styles.toPay}`}>
          <dt>{payableLabel ?? t('cart.bill.to-pay')}</dt>
          <dd data-testid="bill-to-pay">{formatInr(bill.AmountPayable)}</dd>
        </div>
      </dl>
      {saved > 0 && (
        <p className={styles.savings} data-testid="bill-savings">
          {t('cart.bill.you-save', { amount: formatInr(saved) })}
        </p>
      )}
      <GstBreakUp bill={bill} />
      <p className={styles.tax}>{t('cart.bill.inclusive')}</p>
    </section>
  );
}
