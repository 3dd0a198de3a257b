import { useState } from 'react';
import type { ProductSummary } from '@kirana/shared';
import { useAppDispatch } from '../../../app/hooks';
import { QtyStepper } from '../../cart';
import { addToCart, setCartQty } from '../../cart';
import { itemIdOf } from '../../cart';
import { useCartLine, useMaxQty } from '../../cart';
import OptionsSheet from './options-sheet';
import styles from './product-card.module.css';

/**
 * A product card's cart control. Simple products are added at once (one unit) and then show a
 * stepper of what is in the cart; products with options open their sizes in a sheet in place.
 */
export default function CardAddControl({ product }: { product: ProductSummary }) {
  const dispatch = useAppDispatch();
  const max = useMaxQty();
  const itemId = itemIdOf(product.ProductId, {});
  const line = useCartLine(itemId);
  const [choosing, setChoosing] = useState(false);

  if (!product.InStock) {
    return <span className={styles.soldOut}>Out of stock</span>;
  }
  if (product.HasVariants) {
    return (
      <>
        <button
          type="button"
          className={styles.add}
          onClick={() => setChoosing(true)}
          aria-haspopup="dialog"
          // the name starts with the words on the button, so "tap ADD options" finds it by voice
          aria-label={`Add options for ${product.Name}`}
        >
          ADD <span className={styles.addNote}>options</span>
        </button>
        <OptionsSheet product={product} open={choosing} onClose={() => setChoosing(false)} />
      </>
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
