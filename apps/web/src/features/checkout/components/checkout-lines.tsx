import { useT } from '../../../lib/i18n';
import type { Bill, ItemProblem } from '@kirana/shared';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { itemIdOfLine, removeFromCart, type CartItem } from '../../cart';
import { formatInr, MediaImage } from '../../catalogue';
import styles from './checkout.module.css';

/**
 * The order's items as the server prices them; a line it cannot sell is marked with why and can
 * be removed here (a size sold out since it was added would otherwise block the order).
 */
export function CheckoutLines({
  items,
  bill,
  problems,
}: {
  items: CartItem[];
  bill: Bill | null;
  problems: ItemProblem[];
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const priced = new Map((bill?.Lines ?? []).map((l) => [l.Key, l]));
  const blocked = new Map(problems.map((p) => [itemIdOfLine(p), p]));
  return (
    <ul className={styles.lines} aria-label={t('checkout.items.listLabel')}>
      {items.map((item) => {
        const line = priced.get(item.ItemId);
        const problem = blocked.get(item.ItemId);
        return (
          <li
            key={item.ItemId}
            className={`${styles.line} ${problem ? styles.lineBlocked : ''}`}
            data-testid="checkout-line"
          >
            <MediaImage mediaId={item.ImageId} alt="" sizes="48px" className={styles.thumb} />
            <div className={styles.lineInfo}>
              <span className={styles.lineName}>{item.ProductName}</span>
              <span className={styles.muted}>
                {t('checkout.items.qty', {
                  unit: item.OptionLabel || item.UnitLabel,
                  qty: item.Qty,
                })}
              </span>
              {problem ? (
                <>
                  <span className={styles.problem} role="note">
                    {problem.Message}
                  </span>
                  <Button
                    variant="link"
                    className={styles.removeLine}
                    onClick={() => void dispatch(removeFromCart(item.ItemId))}
                    aria-label={t('checkout.items.removeLabel', {
                      name: `${item.ProductName}${item.OptionLabel ? `, ${item.OptionLabel}` : ''}`,
                    })}
                  >
                    {t('checkout.items.remove')}
                  </Button>
                </>
              ) : null}
            </div>
            <span className={styles.lineTotal}>
              {line ? formatInr(line.LineTotal) : formatInr(item.ProductPrice * item.Qty)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
