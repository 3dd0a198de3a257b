import type { Bill, BillFee } from '@kirana/shared';
import { formatInr } from '../../catalogue';
import styles from './cart-summary.module.css';

const FEE_TEST_IDS: Record<BillFee['Kind'], string> = {
  delivery: 'bill-delivery',
  platform: 'bill-platform-fee',
  cod: 'bill-cod-fee',
};

function FeeRow({ fee }: { fee: BillFee }) {
  if (fee.Kind !== 'delivery' && fee.Amount === 0) return null;
  return (
    <div className={styles.row}>
      <dt>{fee.Name}</dt>
      <dd data-testid={FEE_TEST_IDS[fee.Kind]}>
        {fee.Kind === 'delivery' && fee.Amount === 0 ? (
          <span className={styles.free}>FREE</span>
        ) : (
          formatInr(fee.Amount)
        )}
      </dd>
    </div>
  );
}

/** The GST inside the bill: taxable value and CGST + SGST (same state) or IGST (another state). */
function GstBreakUp({ bill }: { bill: Bill }) {
  return (
    <details className={styles.gst}>
      <summary>GST break-up</summary>
      <dl className={styles.rows} data-testid="bill-gst">
        <div className={styles.row}>
          <dt>Taxable value</dt>
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
          <dt>Total GST</dt>
          <dd>{formatInr(bill.TaxTotal)}</dd>
        </div>
      </dl>
      <p className={styles.tax}>
        {bill.PlaceOfSupply === null
          ? 'Estimated as a supply within the store’s state until you choose an address.'
          : bill.IsInterState
            ? 'Delivered to another state: integrated GST applies.'
            : 'Delivered within the store’s state: central and state GST apply.'}
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
  title = 'Bill details',
  payableLabel = 'To pay',
}: {
  bill: Bill;
  title?: string;
  payableLabel?: string;
}) {
  const saved = bill.MrpSavings + bill.CouponDiscount;
  return (
    <section className={styles.summary} aria-labelledby="bill-title">
      <h2 id="bill-title" className={styles.title}>
        {title}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Item total</dt>
          <dd data-testid="bill-item-total">
            {bill.MrpSavings > 0 && (
              <s className={styles.mrp}>
                <span className={styles.srOnly}>MRP </span>
                {formatInr(bill.MrpTotal)}
              </s>
            )}
            {formatInr(bill.ItemTotal)}
          </dd>
        </div>
        {bill.MrpSavings > 0 && (
          <div className={styles.row}>
            <dt>Savings on MRP</dt>
            <dd className={styles.discount} data-testid="bill-mrp-savings">
              −{formatInr(bill.MrpSavings)}
            </dd>
          </div>
        )}
        {bill.CouponDiscount > 0 && (
          <div className={styles.row}>
            <dt>Coupon {bill.CouponCode}</dt>
            <dd className={styles.discount} data-testid="bill-coupon">
              −{formatInr(bill.CouponDiscount)}
            </dd>
          </div>
        )}
        {bill.Fees.map((fee) => (
          <FeeRow key={fee.Kind} fee={fee} />
        ))}
        <div className={`${styles.row} ${styles.toPay}`}>
          <dt>{payableLabel}</dt>
          <dd data-testid="bill-to-pay">{formatInr(bill.AmountPayable)}</dd>
        </div>
      </dl>
      {saved > 0 && (
        <p className={styles.savings} data-testid="bill-savings">
          You save {formatInr(saved)} on this order
        </p>
      )}
      <GstBreakUp bill={bill} />
      <p className={styles.tax}>Prices inclusive of all taxes</p>
    </section>
  );
}
