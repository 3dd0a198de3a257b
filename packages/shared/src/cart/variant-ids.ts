// One name for a product's purchasable option row: a *variant*. The table is product_variants,
// code says `variantId`, and the checkout and order calls say `VariantId`. The spec's own calls
// name the same id differently: `RowId` inside a cart item's SelectedOptions, and
// `configPriceIds` / `ConfigPriceId` in the price check. This file is where those names meet;
// nothing else translates them.

/** A cart item's chosen option, as the spec stores it: `RowId` is the variant id. */
export interface SelectedVariantOption {
  RowId: number;
}

/** The variant ids of a cart item's SelectedOptions, ascending (the price check's configPriceIds). */
export function variantIdsOf(selected: Readonly<Record<string, SelectedVariantOption>>): number[] {
  return Object.values(selected)
    .map((o) => o.RowId)
    .sort((a, b) => a - b);
}

/** The one variant of a cart line for the checkout calls, or null for a simple product. */
export function variantIdOf(
  selected: Readonly<Record<string, SelectedVariantOption>>,
): number | null {
  return variantIdsOf(selected)[0] ?? null;
}
