import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { track } from '../../../lib/analytics';
import { recordRecentlyViewed } from '../recently-viewed';
import { chosenRow, defaultSelection } from '../components/product/variant-picker';
import { entryOfSlug, fetchProductDetails, type ProductEntry } from '../product-details-slice';

type Details = NonNullable<ProductEntry['ProductDetails']>;

/**
 * The product at a slug, loaded when missing: fetched again whenever the cached details go (a
 * posted review drops them: spec §4). `loadError` is the failure of this slug's load, if any.
 */
export function useProductDetails(slug: string) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((s) => entryOfSlug(s.productDetails, slug));
  const { error, activeSlug, notFoundSlugs } = useAppSelector((s) => s.productDetails);
  const notFound = !entry?.ProductDetails && notFoundSlugs.includes(slug);
  // details in the language before a switch stay shown while they are fetched again
  const loaded = entry !== null && !entry.stale;
  useEffect(() => {
    if (!loaded) void dispatch(fetchProductDetails(slug));
  }, [dispatch, slug, loaded]);
  const retry = () => void dispatch(fetchProductDetails(slug));
  return { entry, notFound, loadError: error && activeSlug === slug ? error : null, retry };
}

/**
 * The chosen option rows, per product (kept while moving between products): the title,
 * subtitle, pack size, picture and MRP follow them.
 */
export function useChosenVariant(entry: ProductEntry | null) {
  const [selections, setSelections] = useState<Record<number, Record<string, number>>>({});
  const d = entry?.ProductDetails;
  const groups = entry?.ProductConfig?.OptionGroups ?? [];
  const selection = d ? (selections[d.ProductId] ?? defaultSelection(groups)) : {};
  const row = d ? chosenRow(groups, selection) : null;
  const pack = row?.Label ?? d?.UnitLabel ?? '';
  const select = (group: string, rowId: number) =>
    d && setSelections((all) => ({ ...all, [d.ProductId]: { ...selection, [group]: rowId } }));
  return { selection, row, pack, select };
}

/** Analytics' view_item and the recently viewed list, once per product shown, not on every change of its cached data. */
export function useTrackProductView(d: Details | null | undefined) {
  useEffect(() => {
    if (!d) return;
    recordRecentlyViewed(d.ProductId);
    track('view_item', {
      currency: 'INR',
      value: d.Price / 100,
      items: [
        {
          item_id: String(d.ProductId),
          item_name: d.Name,
          item_brand: d.Brand,
          item_category: d.Category.Name,
          price: d.Price / 100,
        },
      ],
    });
  }, [d?.ProductId]);
}
