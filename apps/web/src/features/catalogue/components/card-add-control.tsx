import { useEffect, useState, type ComponentType } from 'react';
import type { ProductSummary } from '@kirana/shared';
import { useAppDispatch } from '../../../app/hooks';
import { QtyStepper } from '../../cart';
import { addToCart, setCartQty } from '../../cart';
import { itemIdOf } from '../../cart';
import { useCartLine, useMaxQty } from '../../cart';
import { beginProgress } from '../../../lib/progress-signal';
import { loadNamespaces, useT } from '../../../lib/i18n';
import type OptionsSheetType from './options-sheet';
import styles from './product-card.module.css';

type Sheet = typeof OptionsSheetType;
let loadedSheet: Sheet | null = null;
let loadingSheet: Promise<Sheet> | null = null;
/** The sizes sheet's code: fetched once the page can take taps, or at the first tap if sooner. */
function loadSheet(): Promise<Sheet> {
  // its words (the product namespace) come with it: a home page has only the cards' (the shell's)
  loadingSheet ??= Promise.all([import('./options-sheet'), loadNamespaces(['product'])]).then(
    ([module]) => (loadedSheet = module.default),
    (err: unknown) => {
      loadingSheet = null; // offline before it was kept: the next tap tries again
      throw err;
    },
  );
  return loadingSheet;
}

/**
 * The sheet once its code is here. It is not part of the page's first JavaScript: each card with
 * sizes asks for it when the browser is idle after the page can take taps, and renders it directly
 * once loaded (no Suspense, which lost taps on a page the server drew); a tap before that waits for
 * it, then shows it.
 */
function useSheet(hasSizes: boolean, wanted: boolean): ComponentType<Parameters<Sheet>[0]> | null {
  const [sheet, setSheet] = useState<Sheet | null>(() => loadedSheet);
  useEffect(() => {
    if (sheet || !hasSizes) return;
    let live = true;
    const set = (loaded: Sheet) => live && setSheet(() => loaded);
    if (wanted) {
      const done = beginProgress(); // tapped before the code came: the top bar moves meanwhile
      void loadSheet()
        .then(set, () => undefined)
        .finally(done);
    } else {
      const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
      idle(() => void loadSheet().then(set, () => undefined));
    }
    return () => {
      live = false;
    };
  }, [sheet, hasSizes, wanted]);
  return sheet;
}

/**
 * A product card's cart control. Simple products are added at once (one unit) and then show a
 * stepper of what is in the cart; products with options open their sizes in a sheet in place.
 */
export default function CardAddControl({ product }: { product: ProductSummary }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const max = useMaxQty();
  const itemId = itemIdOf(product.ProductId, {});
  const line = useCartLine(itemId);
  const [choosing, setChoosing] = useState(false);
  const OptionsSheet = useSheet(product.HasVariants, choosing);

  if (!product.InStock) {
    return <span className={styles.soldOut}>{t('shell.card.oos')}</span>;
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
          aria-label={t('shell.card.add-options', { name: product.Name })}
        >
          {t('shell.card.add')} <span className={styles.addNote}>{t('shell.card.options')}</span>
        </button>
        {OptionsSheet ? (
          <OptionsSheet product={product} open={choosing} onClose={() => setChoosing(false)} />
        ) : null}
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
      aria-label={t('shell.card.add-name', { name: product.Name })}
    >
      {t('shell.card.add')}
    </button>
  );
}
