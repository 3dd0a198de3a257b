import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import type { OptionGroup, OptionRow, ProductSummary } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, Dialog } from '@kirana/ui';
import { addToCart, itemIdOf, QtyStepper, setCartQty, useCartLine, useMaxQty } from '../../cart';
import { Trans, useT } from '../../../lib/i18n';
import { formatInr } from '../format';
import { entryOfSlug, fetchProductDetails } from '../product-details-slice';
import NotifyMe from './product/notify-me';
import styles from './options-sheet.module.css';

/**
 * One option row: its size and price, and ADD or the stepper of what is in the cart; out of
 * stock, the product page's "Notify me" for that row.
 */
function RowLine({
  product,
  group,
  row,
}: {
  product: ProductSummary;
  group: OptionGroup;
  row: OptionRow;
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const max = useMaxQty();
  const options = { [group.Name]: { RowId: row.RowId, Label: row.Label } };
  const itemId = itemIdOf(product.ProductId, options);
  const line = useCartLine(itemId);
  const add = () =>
    void dispatch(
      addToCart({
        ProductId: product.ProductId,
        ProductName: product.Name,
        ProductPrice: row.Price,
        Mrp: row.Mrp,
        Qty: 1,
        SelectedOptions: options,
        ImageId: product.ImageId,
        Slug: product.Slug,
        UnitLabel: product.UnitLabel,
      }),
    );
  return (
    <li className={styles.row}>
      <span className={styles.label}>{row.Label}</span>
      <span className={styles.prices}>
        <strong>{formatInr(row.Price)}</strong>
        {row.Mrp > row.Price ? <s className={styles.mrp}>{formatInr(row.Mrp)}</s> : null}
      </span>
      {!row.InStock ? (
        <span className={styles.out}>{t('shell.card.oos')}</span>
      ) : line ? (
        <QtyStepper
          size="s"
          qty={line.Qty}
          max={max}
          label={`${product.Name}, ${row.Label}`}
          limitNote
          onChange={(qty) => void dispatch(setCartQty(itemId, qty))}
        />
      ) : (
        <button
          type="button"
          className={styles.add}
          onClick={add}
          aria-label={t('product.add-row', { name: product.Name, label: row.Label })}
        >
          {t('shell.card.add')}
        </button>
      )}
      {!row.InStock ? (
        <div className={styles.notify}>
          <NotifyMe productId={product.ProductId} variantId={row.RowId} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * A card's "ADD options": the sizes in a sheet over the page, each added or stepped in place.
 * A product with two or more option groups is chosen on its own page.
 */
export default function OptionsSheet({
  product,
  open,
  onClose,
}: {
  product: ProductSummary;
  open: boolean;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const entry = useAppSelector((s) => entryOfSlug(s.productDetails, product.Slug));
  const { error, activeSlug, loading } = useAppSelector((s) => s.productDetails);
  useEffect(() => {
    if (open && !entry) void dispatch(fetchProductDetails(product.Slug));
  }, [dispatch, open, entry, product.Slug]);
  const groups = entry?.ProductConfig?.OptionGroups ?? [];
  const failed = !entry && !loading && error && activeSlug === product.Slug;
  return (
    <Dialog
      open={open}
      title={product.Name}
      onClose={onClose}
      actions={
        <>
          <Link to={`/${product.Slug}`} className={styles.details}>
            {t('product.see-details')}
          </Link>
          <Button onClick={onClose}>{t('product.done')}</Button>
        </>
      }
    >
      {failed ? (
        <p role="alert">
          {t('product.sizes-failed')}{' '}
          <button
            type="button"
            className={styles.retry}
            onClick={() => void dispatch(fetchProductDetails(product.Slug))}
          >
            {t('product.try-again')}
          </button>
        </p>
      ) : !entry ? (
        <p aria-busy="true">{t('product.loading-sizes')}</p>
      ) : groups.length === 1 ? (
        <ul
          className={styles.rows}
          aria-label={t('product.group-of', { group: groups[0]!.Name, name: product.Name })}
        >
          {groups[0]!.Rows.map((row) => (
            <RowLine key={row.RowId} product={product} group={groups[0]!} row={row} />
          ))}
        </ul>
      ) : (
        <p>
          <Trans id="product.several" components={{ 0: <Link to={`/${product.Slug}`} /> }} />
        </p>
      )}
    </Dialog>
  );
}
