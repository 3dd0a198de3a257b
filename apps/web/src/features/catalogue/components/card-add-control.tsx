import { Link } from 'react-router';
import type { ProductSummary } from '@kirana/shared';
import { useAppDispatch } from '../../../app/hooks';
import { QtyStepper } from '../../cart';
import { addToCart, setCartQty } from '../../cart';
import { itemIdOf } from '../../cart';
import { useCartLine, useMaxQty } from '../../cart';
import styles from './product-card.module.css';

/**
 * A product card's cart control. Simple products are added at once (one unit) and then show a
 * stepper; products with options always go to their page, where the option is chosen.
 */
export default function CardAddControl({ product }: { product: ProductSummary }) {
  const dispatch = useAppDispatch();
  const max = useMaxQty();
  const itemId = itemIdOf(product.ProductId, {});
  const line = useCartLine(itemId);

  if (!product.InStock) {
    return <span className={styles.soldOut}>Out of stock</span>;
  }
  if (product.HasVariants) {
    return (
      <Link
        to={`/${product.Slug}`}
        className={styles.add}
        aria-label={`Choose options for ${product.Name}`}
      >
        ADD
        <span className={styles.addNote}>options</span>
      </Link>
    );
  }
  if (line) {
    return (
      <QtyStepper
        size="s"
        qty={line.Qty}
        max={max}
        label={product.Name}
        onChange={(qty) => void dispatch(setCartQty(itemId, qty))}
      />
    );
  }
  const add = () =>
    void dispatch(
      addToCart({
        ProductId: product.ProductId,
        ProductName: product.Name,
        ProductPrice: product.Price,
        Mrp: product.Mrp,
        Qty: 1,
        SelectedOptions: {},
        ImageId: product.ImageId,
        Slug: product.Slug,
        UnitLabel: product.UnitLabel,
      }),
    );
  return (
    <button
      type="button"
      className={styles.add}
      onClick={add}
      aria-label={`Add ${product.Name} to cart`}
    >
      ADD
    </button>
  );
}
