import { Link } from '../../../lib/router';
import { useAppDispatch } from '../../../app/hooks';
import { formatInr } from '../../catalogue';
import { MediaImage } from '../../catalogue';
import { removeFromCart, setCartQty } from '../cart-thunks';
import type { CartItem } from '../cart-types';
import QtyStepper from './qty-stepper';
import styles from './cart-line.module.css';
import { useT } from '../../../lib/i18n';

/** One cart line: picture, name, option, unit price, quantity stepper, line total and remove. */
export default function CartLine({
  item,
  max,
  repriced,
  problem,
}: {
  item: CartItem;
  max: number;
  repriced: boolean;
  /** Why the server cannot sell this line as asked (out of stock, over the limit…). */
  problem?: string;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const detail = item.OptionLabel || item.UnitLabel;
  return (
    <li className={`${styles.line} ${problem ? styles.blocked : ''}`}>
      <Link to={`/${item.Slug}`} className={styles.media} tabIndex={-1} aria-hidden="true">
        <MediaImage mediaId={item.ImageId} alt="" sizes="72px" />
      </Link>
      <div className={styles.info}>
        <Link to={`/${item.Slug}`} className={styles.name}>
          {item.ProductName}
        </Link>
        <span className={styles.meta}>
          {detail && <span className={styles.detail}>{detail}</span>}
          <span className={styles.unitPrice}>
            {formatInr(item.ProductPrice)}
            {item.Mrp > item.ProductPrice && (
              <s className={styles.mrp}>
                <span className={styles.srOnly}>{t('cart.bill.mrp')}</span>
                {formatInr(item.Mrp)}
              </s>
            )}
            <span className={styles.each}>{t('cart.line.each')}</span>
          </span>
        </span>
        {repriced && <span className={styles.updated}>{t('cart.line.repriced')}</span>}
        {problem && (
          <span className={styles.problem} role="note">
            {problem}
          </span>
        )}
        <button
          type="button"
          className={styles.remove}
          onClick={() => void dispatch(removeFromCart(item.ItemId))}
          aria-label={
            item.OptionLabel
              ? t('cart.line.remove-option-label', {
                  name: item.ProductName,
                  option: item.OptionLabel,
                })
              : t('cart.line.remove-label', { name: item.ProductName })
          }
        >
          {t('cart.line.remove')}
        </button>
      </div>
      <div className={styles.side}>
        <QtyStepper
          qty={item.Qty}
          max={max}
          label={item.ProductName}
          size="s"
          limitNote
          onChange={(qty) => void dispatch(setCartQty(item.ItemId, qty))}
        />
        <span
          className={styles.total}
          aria-label={t('cart.line.total-label', {
            amount: formatInr(item.ProductPrice * item.Qty),
          })}
        >
          {formatInr(item.ProductPrice * item.Qty)}
        </span>
      </div>
    </li>
  );
}
