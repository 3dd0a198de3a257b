import { Link } from '../../../../lib/router';
import type { OptionRow, ProductDetailsAnswer } from '@kirana/shared';
import { useAppDispatch } from '../../../../app/hooks';
import { QtyStepper } from '../../../cart';
import { addToCart, setCartQty } from '../../../cart';
import { itemIdOf, type SelectedOption } from '../../../cart';
import { useCartLine, useMaxQty } from '../../../cart';
import { useDeliveryLocation, useUnservedPincode } from '../../../delivery';
import { formatInr } from '../../format';
import NotifyMe from './notify-me';
import VariantPicker from './variant-picker';
import styles from './product-purchase.module.css';
import { useT } from '../../../../lib/i18n';

type Answer = Pick<ProductDetailsAnswer, 'ProductDetails' | 'ProductConfig' | 'ProductImages'>;

/** What is being bought: the chosen rows (the last group's row sets the price) or the simple product. */
function offerOf(data: Answer, selection: Record<string, number>) {
  const d = data.ProductDetails;
  const groups = data.ProductConfig.OptionGroups;
  const options: Record<string, SelectedOption> = {};
  const rows: OptionRow[] = [];
  for (const g of groups) {
    const row = g.Rows.find((r) => r.RowId === selection[g.Name]);
    if (!row) continue;
    options[g.Name] = { RowId: row.RowId, Label: row.Label };
    rows.push(row);
  }
  const priced = rows.at(-1);
  const hasOptions = groups.length > 0;
  const complete = rows.length === groups.length;
  return {
    options,
    complete,
    hasOptions,
    price: priced?.Price ?? d.Price,
    mrp: priced?.Mrp ?? d.Mrp,
    discount: priced?.DiscountPercent ?? d.DiscountPercent,
    inStock: hasOptions ? complete && rows.every((r) => r.InStock) : d.InStock,
    /** the row to be told about when it is out of stock (null: the product itself) */
    waitFor: priced?.RowId ?? null,
    imageId: priced?.MediaId ?? null,
  };
}

function StockLine({
  inStock,
  lowStock,
  stock,
  hasOptions,
}: {
  inStock: boolean;
  lowStock: boolean;
  stock: number;
  hasOptions: boolean;
}) {
  const t = useT();
  if (!inStock)
    return <p className={`${styles.stock} ${styles.out}`}>{t('product.out-of-stock')}</p>;
  if (lowStock)
    return (
      <p className={`${styles.stock} ${styles.low}`}>
        {hasOptions ? t('product.few-left') : t('product.left', { stock })}
      </p>
    );
  return <p className={`${styles.stock} ${styles.in}`}>{t('product.in-stock')}</p>;
}

/**
 * Price, variant choice, stock, quantity and "Add to cart" of a product page. The page keeps the
 * chosen rows (its title, subtitle and pack size follow them).
 */
export default function ProductPurchase({
  data,
  selection,
  onSelect,
}: {
  data: Answer;
  selection: Record<string, number>;
  onSelect: (group: string, rowId: number) => void;
}) {
  const d = data.ProductDetails;
  const dispatch = useAppDispatch();
  const t = useT();
  const storeMax = useMaxQty();
  const offer = offerOf(data, selection);
  const max = Math.max(
    1,
    Math.min(
      storeMax,
      data.ProductConfig.MaxAllowedQty,
      !offer.hasOptions && d.Stock > 0 ? d.Stock : Infinity,
    ),
  );
  const itemId = itemIdOf(d.ProductId, offer.options);
  const line = useCartLine(itemId);
  // nothing is added for a pincode the store does not deliver to (the delivery line says so)
  const unserved = useUnservedPincode(useDeliveryLocation()?.Pincode ?? null);

  const add = () =>
    void dispatch(
      addToCart({
        ProductId: d.ProductId,
        ProductName: d.Name,
        ProductPrice: offer.price,
        Mrp: offer.mrp,
        Qty: 1,
        SelectedOptions: offer.options,
        ImageId: offer.imageId ?? data.ProductImages[0]?.MediaId ?? null,
        Slug: d.Slug,
        UnitLabel: d.UnitLabel,
      }),
    );

  return (
    <div className={styles.purchase}>
      <div className={styles.prices}>
        <span className={styles.price} data-testid="product-price">
          {formatInr(offer.price)}
        </span>
        {offer.mrp > offer.price && (
          <>
            <span className={styles.mrp}>
              {t('product.mrp')} <s>{formatInr(offer.mrp)}</s>
            </span>
            <span className={styles.off}>{t('product.off', { discount: offer.discount })}</span>
          </>
        )}
      </div>
      <p className={styles.tax}>{t('product.tax')}</p>
      {offer.hasOptions && (
        <VariantPicker
          groups={data.ProductConfig.OptionGroups}
          selected={selection}
          onSelect={onSelect}
        />
      )}
      <StockLine
        inStock={offer.inStock}
        lowStock={d.LowStock}
        stock={d.Stock}
        hasOptions={offer.hasOptions}
      />
      <div className={styles.actions}>
        {/* phones: the bar at the bottom carries the price it adds at */}
        <span className={styles.barPrice} aria-hidden="true">
          {formatInr(offer.price)}
        </span>
        {/* one behaviour everywhere: once in the cart, the stepper shows (and sets) what is there */}
        {line && offer.inStock ? (
          <>
            <QtyStepper
              qty={line.Qty}
              max={max}
              label={d.Name}
              limitNote={max >= storeMax}
              onChange={(q) => void dispatch(setCartQty(itemId, Math.min(q, max)))}
            />
            {/* phones: the bar's free width leads on to the cart (wide screens say it below) */}
            <Link to="/cart" className={styles.barCart} aria-hidden="true" tabIndex={-1}>
              {t('product.go-to-cart')}
            </Link>
          </>
        ) : !offer.inStock && offer.complete ? (
          <NotifyMe
            key={offer.waitFor ?? 0}
            productId={d.ProductId}
            variantId={offer.hasOptions ? offer.waitFor : null}
          />
        ) : (
          <button
            type="button"
            className={styles.add}
            onClick={add}
            disabled={!offer.inStock || !offer.complete || unserved !== null}
          >
            {!offer.inStock
              ? t('product.out-of-stock')
              : unserved
                ? t('product.not-delivered', { pincode: unserved })
                : t('product.add')}
          </button>
        )}
      </div>
      {line && (
        <p className={styles.inCart} role="status">
          {t('product.in-cart', { qty: line.Qty })}{' '}
          <Link to="/cart" className={styles.cartLink}>
            {t('product.go-to-cart')}
          </Link>
        </p>
      )}
      {max < storeMax && offer.inStock && (
        <p className={styles.note}>{t('product.max', { max })}</p>
      )}
    </div>
  );
}
